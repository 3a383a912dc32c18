/** The contract's field checks (form-rules.ts) in the admin's current language. */
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { useAdminLanguage } from './admin-language';
import { schemaRules, type SchemaRuleOptions } from './form-rules';

export function useSchemaRules(): (schema: z.ZodType, options?: SchemaRuleOptions) => FormRule[] {
  const { lang } = useAdminLanguage();
  return (schema, options) => schemaRules(schema, lang, options);
}
