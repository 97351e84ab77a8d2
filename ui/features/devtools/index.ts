/** The system pages (/test, /chaos-lemur, /suspicious) and the developer tools (the debug panel loads from ui/main.tsx in developer mode only). */
export { devtoolsRoutes } from './routes'
