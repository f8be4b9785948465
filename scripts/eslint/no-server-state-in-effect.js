// Lint rule for the page code (features, routes, app): server state is read through TanStack Query
// (query options beside the call in a feature's data/), never loaded by hand in a useEffect.
// It reports, inside a useEffect or useLayoutEffect callback: a call to a read (list…, read…, load…,
// fetch…, get…, check…, count…) imported from a data/ module or from lib's request-media, fetch(),
// and a Supabase table or RPC call (.from(…), .rpc(…)).

const READ_NAME = /^(list|read|load|fetch|get|check|count)[A-Z]/;
const DATA_SOURCE = /(^|\/)data\/|\/lib\/request-media$/;
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect']);

function isEffectCallback(node) {
  const call = node.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== node) return false;
  const callee = call.callee;
  const name = callee.type === 'MemberExpression' ? callee.property.name : callee.name;
  return EFFECT_HOOKS.has(name);
}

function insideEffect(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (
      (current.type === 'ArrowFunctionExpression' || current.type === 'FunctionExpression') &&
      isEffectCallback(current)
    )
      return true;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noServerStateInEffect = {
  meta: {
    type: 'problem',
    docs: { description: 'Server state is read through TanStack Query, not in a useEffect' },
    messages: {
      serverRead:
        '{{ call }} reads server state inside an effect: export query options beside the call (in data/) and use useQuery (CONTRIBUTING.md)',
    },
    schema: [],
  },
  create(context) {
    const dataReads = new Set();
    const report = (node, call) =>
      context.report({ node, messageId: 'serverRead', data: { call } });
    return {
      ImportDeclaration(node) {
        if (!DATA_SOURCE.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && READ_NAME.test(specifier.imported.name))
            dataReads.add(specifier.local.name);
        }
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier') {
          if ((callee.name === 'fetch' || dataReads.has(callee.name)) && insideEffect(node))
            report(node, `${callee.name}()`);
          return;
        }
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          (callee.property.name === 'from' || callee.property.name === 'rpc') &&
          !(callee.object.type === 'Identifier' && /^[A-Z]/.test(callee.object.name)) &&
          insideEffect(node)
        )
          report(node, `.${callee.property.name}()`);
      },
    };
  },
};
