/**
 * `hireflow/no-fetch-in-effect`: a React effect must not fetch (STYLE.md, React: "no data fetching in useEffect").
 * The data a page needs comes from its route's loader or a machine's actor. Inside a useEffect / useLayoutEffect /
 * useInsertionEffect callback it reports:
 *
 *   - fetch(...)                                  (also window.fetch, globalThis.fetch)
 *   - a method call on an API object             api.x(), account.x(), oauth?.x(), authApi.x(), auth.api.x()
 *   - .then( / .catch( / .finally( on a call     load().then(...)
 *
 * It looks into the effect's own code and the functions it defines and calls, but not into the functions it hands
 * to others or defines without calling (listeners, subscriptions, observers: they run later, on an event, like an
 * onClick) nor the cleanup it returns. Focus, scroll, subscriptions and dialogs stay allowed.
 */

const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect'])
const API_OBJECT = /^(api|account|oauth)$|Api$/
const PROMISE_METHODS = new Set(['then', 'catch', 'finally'])
const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self'])

const isFunction = (node) => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression' || node?.type === 'FunctionDeclaration'
const unchained = (node) => (node?.type === 'ChainExpression' ? node.expression : node)
const propertyName = (member) => (!member.computed && member.property.type === 'Identifier' ? member.property.name : null)

/** The name an expression is known by: `api` for api and auth.api (and useAuth().api). */
const nameOf = (node) => {
  const expression = unchained(node)
  if (expression?.type === 'Identifier') return expression.name
  if (expression?.type === 'MemberExpression') return propertyName(expression)
  return null
}

const isEffectCall = (node) => {
  const callee = node.callee
  if (callee.type === 'Identifier') return EFFECT_HOOKS.has(callee.name)
  return callee.type === 'MemberExpression' && EFFECT_HOOKS.has(propertyName(callee) ?? '')
}

/** Why a call fetches, or null. */
const fetchingCall = (call) => {
  const callee = unchained(call.callee)
  if (callee.type === 'Identifier') return callee.name === 'fetch' ? 'fetch()' : null
  if (callee.type !== 'MemberExpression') return null
  const method = propertyName(callee)
  const object = unchained(callee.object)
  if (method === 'fetch' && object.type === 'Identifier' && GLOBAL_OBJECTS.has(object.name)) return 'fetch()'
  if (method !== null && PROMISE_METHODS.has(method) && (object.type === 'CallExpression' || object.type === 'AwaitExpression')) return `.${method}() on a call`
  const objectName = nameOf(object)
  if (objectName !== null && API_OBJECT.test(objectName)) return `${objectName}.${method ?? '[…]'}()`
  return null
}

/** The name a function is defined under in the effect (`const load = async () => ...`, `function load()`), if any. */
const definedName = (fn, parent) => {
  if (fn.type === 'FunctionDeclaration') return fn.id?.name ?? null
  return parent?.type === 'VariableDeclarator' && parent.init === fn && parent.id.type === 'Identifier' ? parent.id.name : null
}

/**
 * Functions the effect hands over (call arguments), returns (its cleanup) or defines without calling (a listener
 * added by name) run later: not the effect's own code. A function it defines and calls is.
 */
const runsLater = (fn, parent, called) => {
  if ((parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments.includes(fn)) return true
  if (parent?.type === 'ReturnStatement' || (parent?.type === 'ArrowFunctionExpression' && parent.body === fn)) return true
  const name = definedName(fn, parent)
  return name !== null && !called.has(name)
}

/** @type {import('eslint').Rule.RuleModule} */
export const noFetchInEffect = {
  meta: {
    type: 'problem',
    docs: { description: 'No data fetching in React effects: use a route loader or a machine actor.' },
    schema: [],
    messages: {
      fetchInEffect:
        'No data fetching in {{hook}} ({{what}}): load the data in the route\'s loader or a machine\'s actor (docs/architecture.md, "Forms and page data").',
    },
  },
  create(context) {
    const keys = context.sourceCode.visitorKeys
    const visit = (node, parent, enter) => {
      if (node === null || typeof node !== 'object' || typeof node.type !== 'string') return
      if (!enter(node, parent)) return
      for (const key of keys[node.type] ?? []) {
        const child = node[key]
        if (Array.isArray(child)) for (const item of child) visit(item, node, enter)
        else visit(child, node, enter)
      }
    }
    /** The names the effect calls as functions (`load()`): its helpers defined under those names are its own code. */
    const calledNames = (body) => {
      const called = new Set()
      visit(body, null, (node) => {
        if (node.type === 'CallExpression' && unchained(node.callee).type === 'Identifier') called.add(unchained(node.callee).name)
        return true
      })
      return called
    }
    const check = (body, effect, hook) => {
      const called = calledNames(body)
      visit(body, effect, (node, parent) => {
        if (isFunction(node) && runsLater(node, parent, called)) return false
        if (node.type === 'CallExpression') {
          const what = fetchingCall(node)
          if (what !== null) context.report({ node, messageId: 'fetchInEffect', data: { hook, what } })
        }
        return true
      })
    }
    return {
      CallExpression(node) {
        if (!isEffectCall(node)) return
        const effect = node.arguments[0]
        if (!isFunction(effect)) return
        const hook = node.callee.type === 'Identifier' ? node.callee.name : propertyName(node.callee)
        check(effect.body, effect, hook)
      },
    }
  },
}
