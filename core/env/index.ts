export { EnvConfigSchema, type EnvConfig } from './schema'
export { loadEnv, type LoadEnvDeps, type StartupFailed } from './loadEnv'
