type AsyncMethods<T> = { readonly [K in keyof T]: (...args: never[]) => Promise<unknown> }

/**
 * An API object whose module loads on its first call: every method waits for `load` (once) and then runs. For
 * the sign-in, account and third-party calls, which the first screen never makes (its bundle budget), while the
 * router context can still hand them out from the start. Only for objects whose members are all async methods.
 */
export function deferredApi<T extends AsyncMethods<T>>(load: () => Promise<T>): T {
  let loaded: Promise<T> | null = null
  const method = (name: string) => (...args: unknown[]) =>
    (loaded ??= load()).then((api) => (api[name as keyof T] as unknown as (...args: unknown[]) => Promise<unknown>)(...args))
  // `then` stays undefined so the object is never mistaken for a promise.
  return new Proxy({} as T, { get: (_, name) => (typeof name === 'string' && name !== 'then' ? method(name) : undefined) })
}
