import { describe, expect, it } from 'vitest';
import { sanitiseFormFields, sanitiseFormValues, sanitiseInput } from '@/lib/sanitise-input';

// Vectors from the OWASP XSS Filter Evasion Cheat Sheet.
const owaspVectors = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  "<svg/onload=alert('XSS')>",
  '<iframe src="javascript:alert(\'XSS\');"></iframe>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];

describe('sanitiseInput', () => {
  it.each(owaspVectors)('leaves no markup, script URL or handler assignment in %s', (vector) => {
    const clean = sanitiseInput(vector);
    expect(clean).not.toMatch(/<\s*\/?\s*(script|img|svg|iframe|body|meta|style|a|div|table)\b/i);
    expect(clean).not.toMatch(/j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i);
    expect(clean).not.toMatch(/\bon(load|error|mouseover|click|focus)\s*=/i);
    expect(clean).toBe(clean.trim());
    // What is left must also be harmless as markup: parsing it yields no element at all.
    const parsed = new DOMParser().parseFromString(`<body>${clean}`, 'text/html');
    expect(parsed.body.children).toHaveLength(0);
  });

  it('drops script blocks with their content but keeps the visible text around them', () => {
    expect(sanitiseInput('  Once upon a time <script>alert(1)</script>there was a dragon.  ')).toBe(
      'Once upon a time there was a dragon.',
    );
    expect(sanitiseInput('<a onmouseover="alert(document.cookie)">xxs link</a>')).toBe('xxs link');
  });

  it("removes 'javascript:' and handler assignments typed as plain text", () => {
    expect(sanitiseInput('see javascript:alert(1) now')).toBe('see alert(1) now');
    expect(sanitiseInput('JaVaScRiPt:void(0)')).toBe('void(0)');
    expect(sanitiseInput('name onclick="steal()" here')).toBe('name  here');
    expect(sanitiseInput("x ONMOUSEOVER=alert(1) y onfocus = 'go()'")).toBe('x  y');
    expect(sanitiseInput('one=1, only = me, onion=tasty')).toBe('one=1, only = me, onion=tasty');
  });

  it('keeps ordinary story text, punctuation and comparisons intact', () => {
    expect(sanitiseInput('The knight said: "3 < 5 & 7 > 2" — then left.')).toBe(
      'The knight said: "3 < 5 & 7 > 2" — then left.',
    );
    expect(sanitiseInput("Zoë's café, 100% ready!\nNext line")).toBe(
      "Zoë's café, 100% ready!\nNext line",
    );
  });
});

describe('form helpers', () => {
  it('cleans every text input and textarea of a submitted form, and leaves passwords and hidden fields alone', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="title" value="  <b>Dragon</b> tale ">
      <input type="email" name="email" value=" ann@example.com ">
      <textarea name="story"><script>alert(1)</script> It began.</textarea>
      <input type="password" name="password" value=" <keep> ">
      <input type="hidden" name="token" value="<raw>">`;
    expect(sanitiseFormFields(form)).toEqual({
      title: 'Dragon tale',
      email: 'ann@example.com',
      story: 'It began.',
    });
    expect(form.querySelector<HTMLTextAreaElement>('textarea')!.value).toBe('It began.');
    expect(form.querySelector<HTMLInputElement>('[name=password]')!.value).toBe(' <keep> ');
    expect(form.querySelector<HTMLInputElement>('[name=token]')!.value).toBe('<raw>');
  });

  it('sanitises the string values of form state and passes other values through', () => {
    expect(
      sanitiseFormValues({
        subject: ' <img src=x onerror=alert(1)>Hi ',
        count: 3,
        tags: ['<b>a</b>', 1],
        ok: true,
      }),
    ).toEqual({ subject: 'Hi', count: 3, tags: ['a', 1], ok: true });
  });
});
