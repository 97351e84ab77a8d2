export { loadEnv, type LoadEnvDeps, type StartupFailed } from './loadEnv'
