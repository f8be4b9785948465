// The test model's whole vocabulary of output words: common, gentle story English, so whatever the
// seeded weights pick reads as words a dictionary knows.
export const TEST_MODEL_WORDS = `
a an the and but so then when while after before because if or
i you he she it we they me him her us them my your his its our their
is was are were be been has had have do did can could will would may might must should
go went come came see saw look looked find found make made take took give gave get got
run ran walk walked jump jumped climb climbed swim swam fly flew sing sang dance danced
play played read write wrote draw drew paint build built open opened close closed
help helped hold held carry carried bring brought call called ask asked tell told say said
think thought know knew feel felt hear heard smile smiled laugh laughed wave waved
sit sat stand stood sleep slept wake woke eat ate drink drank share shared wait waited
hope hoped wish wished love loved like liked want wanted need needed try tried
cat dog bird fish fox owl bear rabbit mouse horse duck frog lion tiger whale dragon
friend friends girl boy child children mother father sister brother family teacher
king queen prince princess giant wizard robot pirate knight farmer baker sailor
tree trees flower flowers garden forest river sea lake hill mountain cave island beach
sky sun moon star stars cloud clouds rain snow wind light night day morning evening
house home door window room bed table chair box basket boat ship train road bridge
town village castle tower school park field farm shop market path gate wall roof
book map key lamp ball kite hat coat shoe bag cup bowl bread cake apple honey tea
song story game gift letter picture music bell drum flag stone shell feather leaf
red blue green yellow orange purple pink white black brown golden silver
big small little tiny tall short long round soft warm cold bright dark quiet loud
happy glad kind brave clever gentle funny busy sleepy hungry curious friendly proud
new old young good best great fine lovely shiny sparkly wild calm safe
up down in out on off over under near far away back here there inside outside
all some many every each one two three four five first last next other
very too also just only still again soon now once together slowly quickly softly
yes no not never always often
`
  .split(/\s+/)
  .filter(Boolean);

/** What the test model writes, over and over: words of its vocabulary, none twice. */
export const TEST_MODEL_SENTENCE = 'a little fox found one golden kite near her home .'.split(' ');
