import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import config from '../../../eslint.config.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The project's own boundary rules (the no-restricted-imports blocks of eslint.config.js), without type information. */
function boundaryLinter(): ESLint {
  const boundaries = config.filter((c) => c.rules?.['no-restricted-imports']);
  return new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...boundaries],
  });
}

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await boundaryLinter().lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.message);
}

describe('service boundaries', () => {
  it('refuses a service importing another service', async () => {
    expect(await messages('services/log/src/x.ts', "import { OauthServiceModule } from '@tis/service-oauth';\nexport const x = OauthServiceModule;\n")).toEqual([
      expect.stringContaining('Services never import each other'),
    ]);
    expect(await messages('services/fileconverter/src/x.ts', "import { x } from '../../log/src/log.module.js';\nexport const y = x;\n")).toHaveLength(1);
  });

  it('lets services use the shared packages, and the all-in-one compose them', async () => {
    expect(await messages('services/log/src/x.ts', "import { TisError } from '@tis/contracts';\nimport { Public } from '@tis/nest';\nexport const x = [TisError, Public];\n")).toEqual([]);
    expect(await messages('services/all-in-one/src/x.ts', "import { LogServiceModule } from '@tis/service-log';\nexport const x = LogServiceModule;\n")).toEqual([]);
  });
});
