// @ts-check
/**
 * ESLint rule `app/generated-query-keys`: every query key the app names is a direct call of a
 * generated key function (`getGet…QueryKey(…)` / `getGet…InfiniteQueryKey(…)` from src/generated),
 * so a cache entry can never be spelled by hand and drift from the contract. Checked places:
 * a `queryKey` property, and the key argument of the query client's key-taking methods.
 */
const KEY_FUNCTION = /^get[A-Z]\w*QueryKey$/;
const FILTER_METHODS = new Set(['invalidateQueries', 'refetchQueries', 'cancelQueries', 'removeQueries', 'resetQueries', 'isFetching', 'getQueriesData', 'setQueriesData']);
const KEY_METHODS = new Set(['setQueryData', 'getQueryData', 'getQueryState', 'ensureQueryData', 'setQueryDefaults', 'getQueryDefaults']);

/** @param {import('estree').Node | null | undefined} node */
function isKeyCall(node) {
  return node?.type === 'CallExpression' && node.callee.type === 'Identifier' && KEY_FUNCTION.test(node.callee.name);
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Query keys are direct calls of generated key functions.' },
    messages: {
      key: 'Use a generated key function here (getGet…QueryKey(…) from src/generated), not a hand-built key.',
    },
    schema: [],
  },
  create(context) {
    return {
      Property(node) {
        if (node.key.type !== 'Identifier' || node.key.name !== 'queryKey' || node.parent.type !== 'ObjectExpression') return;
        if (node.value.type === 'AssignmentPattern') return;
        if (!isKeyCall(/** @type {import('estree').Node} */ (node.value))) context.report({ node: node.value, messageId: 'key' });
      },
      CallExpression(node) {
        if (node.callee.type !== 'MemberExpression' || node.callee.property.type !== 'Identifier') return;
        const method = node.callee.property.name;
        const first = node.arguments[0];
        if (KEY_METHODS.has(method) && first && !isKeyCall(/** @type {import('estree').Node} */ (first))) {
          context.report({ node: first, messageId: 'key' });
        }
        if (FILTER_METHODS.has(method) && first && first.type !== 'ObjectExpression' && first.type !== 'Identifier') {
          context.report({ node: first, messageId: 'key' });
        }
      },
    };
  },
};

export default { rules: { 'generated-query-keys': rule } };
