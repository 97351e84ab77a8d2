export * from './job'
export * from './search'
export * from './env'
export * from './error'
