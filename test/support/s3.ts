import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3Config } from '../../adapters/server/config'

/** Lets any origin PUT to the bucket, as a deployment lets the app's origin (docs/operations.md). */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`

export interface LocalS3 {
  readonly config: S3Config
  stop(): Promise<void>
}

/** A real S3-compatible server (s3rver, pure JS) on a free loopback port, with one empty bucket in a temporary folder. */
export async function startLocalS3(bucket = 'hireflow-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'hireflow-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [CORS] }] })
  const { port } = await server.run()
  return {
    config: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async stop() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
