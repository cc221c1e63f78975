import { LANG_CODE_MAX_LENGTH, LANG_NAME_MAX_LENGTH } from './languages.js';
import { defineResource } from './resource/resource.js';
import { createLanguageSchema, languageQuerySchema, languageSchema, updateLanguageSchema } from './translations.js';

/**
 * The stored language list: /TisosLanguage (spec sections 1 and 3: langcode, langname), in its
 * order. The list is also the language dropdown of the translation screens. A language that has
 * texts cannot be deleted; the deployment's default language stays supported and is never deleted.
 */
export const languagesResource = defineResource({
  name: 'language',
  noun: 'a language',
  base: 'systemService',
  path: 'language',
  page: 'TisosLanguage',
  listPages: ['TisosTranslate', 'TisosTranslateLog'],
  row: languageSchema,
  query: languageQuerySchema,
  create: createLanguageSchema,
  update: updateLanguageSchema,
  fields: [
    // The page marks the default language in the cell.
    { name: 'langCode', label: 'translations.language.langCode', column: {}, form: { input: 'text', maxLength: LANG_CODE_MAX_LENGTH } },
    { name: 'langName', label: 'translations.language.langName', column: {}, form: { input: 'text', maxLength: LANG_NAME_MAX_LENGTH } },
    {
      name: 'supported',
      label: 'translations.language.supported',
      column: { kind: 'flag' },
      form: { input: 'switch' },
      filter: {
        input: 'select',
        options: [
          { value: '1', label: 'translations.language.supportedYes' },
          { value: '0', label: 'translations.language.supportedNo' },
        ],
      },
    },
    { name: 'sortNo', label: 'translations.language.sortNo', column: {}, form: { input: 'number', min: 0, max: 9999 } },
  ],
  keywordFields: ['langCode', 'langName'],
  codeFields: ['langCode'],
  order: [
    ['sortNo', 'ASC'],
    ['langCode', 'ASC'],
  ],
  inUseWhen: 'while it has texts',
  texts: { title: 'translations.language.pageTitle', add: 'translations.language.add', edit: 'translations.language.edit', keyword: 'translations.language.searchPlaceholder' },
});
