import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

// The kit's published types under an app's `exactOptionalPropertyTypes: true`: type-tests/exact-optional.tsx
// is compiled with that setting (type-tests/tsconfig.json) and must have no errors.
it('type-tests/exact-optional.tsx compiles with exactOptionalPropertyTypes: every optional prop takes undefined', () => {
  const configPath = fileURLToPath(new URL('../type-tests/tsconfig.json', import.meta.url));
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  expect(parsed?.options.exactOptionalPropertyTypes).toBe(true);
  const program = ts.createProgram(parsed!.fileNames, parsed!.options);
  const errors = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file && parsed!.fileNames.includes(diagnostic.file.fileName))
    .map((diagnostic) => {
      const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
  expect(errors).toEqual([]);
}, 60_000);
