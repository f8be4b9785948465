/** The value after a command-line option (`--runs 3`), or undefined when the bench was not given it. */
export function readBenchOption(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}
