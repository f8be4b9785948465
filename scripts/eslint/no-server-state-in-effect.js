// Lint rule for the page code (features, routes, app): server state is read through TanStack Query
// (query options beside the call in a feature's data/), never loaded by hand in a useEffect.
// Inside a useEffect or useLayoutEffect callback it reports: a read (list…, read…, load…, fetch…,
// check…, count…, getSupabaseConnection) imported from a data/ module or lib's request-media or
// Supabase modules, whether called or handed on (.then(listUsers)); fetch(); a Supabase table or RPC
// call (.from(…), .rpc(…)); and a function of the same file that does any of these outside the effect.

const READ_NAME = /^(list|read|load|fetch|check|count)[A-Z]|^getSupabaseConnection$/;
const READ_SOURCE = /(^|\/)data\/|\/lib\/(request-media|supabase-client|supabase-connection)$/;
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect']);

const isFunction = (node) =>
  node.type === 'ArrowFunctionExpression' ||
  node.type === 'FunctionExpression' ||
  node.type === 'FunctionDeclaration';

function isEffectCallback(node) {
  const call = node.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== node) return false;
  const callee = call.callee;
  const name = callee.type === 'MemberExpression' ? callee.property.name : callee.name;
  return EFFECT_HOOKS.has(name);
}

function insideEffect(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunction(current) && isEffectCallback(current)) return true;
  }
  return false;
}

/** The name of the module-level function a node sits in (function declaration or const arrow), if any. */
function enclosingModuleFunction(node) {
  let name = null;
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'FunctionDeclaration' && current.id) name = current.id.name;
    if (isFunction(current) && current.parent?.type === 'VariableDeclarator')
      name = current.parent.id.name ?? name;
    if (current.type === 'Program') return name;
  }
  return null;
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
    const reads = new Set();
    const readingFunctions = new Set();
    const effectReferences = [];
    const noteRead = (node, call) => {
      if (insideEffect(node)) context.report({ node, messageId: 'serverRead', data: { call } });
      else {
        const owner = enclosingModuleFunction(node);
        if (owner) readingFunctions.add(owner);
      }
    };
    return {
      ImportDeclaration(node) {
        if (!READ_SOURCE.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && READ_NAME.test(specifier.imported.name))
            reads.add(specifier.local.name);
        }
      },
      Identifier(node) {
        const parent = node.parent;
        if (parent.type === 'ImportSpecifier' || parent.type === 'ImportDefaultSpecifier') return;
        if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed)
          return;
        if (node.name === 'fetch' && !(parent.type === 'CallExpression' && parent.callee === node))
          return;
        if (reads.has(node.name) || node.name === 'fetch') noteRead(node, node.name);
        else if (insideEffect(node)) effectReferences.push(node);
      },
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          (callee.property.name === 'from' || callee.property.name === 'rpc') &&
          !(callee.object.type === 'Identifier' && /^[A-Z]/.test(callee.object.name))
        )
          noteRead(node, `.${callee.property.name}()`);
      },
      'Program:exit'() {
        for (const node of effectReferences) {
          if (readingFunctions.has(node.name))
            context.report({ node, messageId: 'serverRead', data: { call: node.name } });
        }
      },
    };
  },
};
