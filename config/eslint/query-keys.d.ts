import type { Rule } from 'eslint';

declare const plugin: { rules: { 'generated-query-keys': Rule.RuleModule } };
export default plugin;
