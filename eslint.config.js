// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVICES = ['gateway', 'oauth', 'system', 'vehicle', 'document', 'diagnosis', 'job', 'log', 'search', 'fileconverter'];

/** A service never imports another service (ARCHITECTURE.md); only all-in-one, e2e and bench compose them. */
const serviceBoundaries = SERVICES.map((service) => ({
  files: [`services/${service}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              ...SERVICES.filter((s) => s !== service).map((s) => `@tis/service-${s}`),
              '@tis/all-in-one',
              '../../*/src/**',
              '../../../services/**',
            ],
            message: 'Services never import each other: share through @tis/contracts or call through the service client.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'web/**', 'e2e/.artifacts/**', 'data/**', '**/*.js', '**/*.cjs', '**/*.mjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { project: ['./tsconfig.check.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true, allowEmpty: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Interface implementations are async without always awaiting.
      '@typescript-eslint/require-await': 'off',
      // Nest declares option bags as classes; object literals are how they are meant to be passed.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.test.ts', '**/testing/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  ...serviceBoundaries,
);
