export { fetchHttp, type FetchHttpOptions } from './fetchHttp'
export { nodeStorage, nodeKeyValueStore, type NodeStorageOptions, type NodeKeyValueStoreOptions } from './nodeStorage'
export { realClock } from './realClock'
