// ESLint: the recommended rules of ESLint and of typescript-eslint with type information, so that
// a cast the compiler does not need, an `any` leaking out or a promise left floating is an error.
// Layout is Prettier's (`npm run format`): no rule here is about it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** The globals of Node and of the browser that the plain JavaScript scripts use. */
const SCRIPT_GLOBALS = Object.fromEntries(
  ['process', 'console', 'URL', 'Buffer', 'setTimeout', 'clearTimeout', 'performance', 'structuredClone', 'TextEncoder', 'TextDecoder'].map(
    (name) => [name, 'readonly'],
  ),
);

export default tseslint.config(
  { ignores: ['dist/', 'dist-playground/', 'docs/api/', 'artifacts/', '.bench/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  {
    rules: {
      // A value of unknown type is written with String() only after the code has ruled objects out.
      '@typescript-eslint/no-base-to-string': ['error', { checkUnknown: false }],
      // A parameter a signature needs but the body does not use is named with a leading `_`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests hand the library values of no type on purpose (JSON copies, proxies, forged
    // positions, games wrapped to break them) and pass methods to `expect` unbound.
    files: ['test/**/*.ts', 'examples/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  // The playground is browser code with a tsconfig of its own.
  {
    files: ['playground/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: './playground/tsconfig.json' } },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: SCRIPT_GLOBALS },
  },
);
