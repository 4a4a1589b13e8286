'use strict';

// ESLint flat config: the recommended rules over the package's JavaScript
// (lib/, test/, examples/, index.js; lib/abi.js, generated, included), with
// Node globals, CommonJS.

const js = require('@eslint/js');
const globals = require('globals');

module.exports = [
  { ignores: ['node_modules/'] },
  js.configs.recommended,
  {
    files: ['**/*.js'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'commonjs',
      globals: { ...globals.node },
    },
  },
];
