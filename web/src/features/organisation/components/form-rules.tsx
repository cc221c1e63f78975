import type { Rule } from 'antd/es/form';
import { orgCodeSchema, ORG_NAME_MAX_LENGTH } from '@tis/contracts';
import { Text } from '../../../i18n/text';
import { useText } from '../../../i18n/use-text';
import { schemaRule } from '../../../shared/admin';

export interface OrganisationRules {
  /** A code: required, letters / digits / - _ . (the server's own schema). */
  code: Rule[];
  /** A required selection. */
  required: Rule[];
  /** A required text of at most `max` characters. */
  name: (max?: number) => Rule[];
  /** An optional text of at most `max` characters. */
  optional: (max: number) => Rule[];
}

/**
 * Form rules of the organisation dialogs: 'This field cannot be empty' and the length limits (spec
 * section 5). Each problem gives one message: a blank field says only that it is required.
 */
export function useOrganisationRules(): OrganisationRules {
  const { t } = useText();
  const required: Rule[] = [{ required: true, whitespace: true, message: <Text k="validation.required" /> }];
  const tooLong = (max: number): Rule => ({ max, message: <Text k="validation.tooLong" /> });
  return {
    code: [schemaRule(orgCodeSchema, t)],
    required,
    name: (max = ORG_NAME_MAX_LENGTH) => [...required, tooLong(max)],
    optional: (max) => [tooLong(max)],
  };
}
