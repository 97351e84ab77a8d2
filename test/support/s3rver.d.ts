// s3rver (a pure-JS S3-compatible server for tests) ships no types: what the tests use of it.
declare module 's3rver' {
  interface S3rverOptions {
    readonly port?: number
    readonly address?: string
    readonly silent?: boolean
    readonly directory: string
    readonly configureBuckets?: readonly { readonly name: string; readonly configs?: readonly (string | Buffer)[] }[]
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ readonly address: string; readonly port: number }>
    close(): Promise<void>
  }
}
