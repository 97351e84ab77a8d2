import { randomUUID } from 'node:crypto'
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { S3Config } from '../config'
import type { ResumeFileStore } from './fileStore'
import { INCOMING_PREFIX, PRESIGNED_PUT_SECONDS, RESUMES_PREFIX, type UploadStaging } from './staging'

/**
 * The SDK client. Checksums only when an operation requires them: by default SDK v3 signs a CRC32 of the (empty)
 * body into a presigned PUT URL, which a real store then refuses for any real file.
 */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/** Where presigned URLs point: the endpoint's origin (path-style), or AWS's virtual-hosted bucket address. */
export const s3Origin = (config: S3Config): string =>
  config.endpoint ? new URL(config.endpoint).origin : `https://${config.bucket}.s3.${config.region}.amazonaws.com`

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey')

async function readObject(client: S3Client, bucket: string, key: string, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    if ((answer.ContentLength ?? 0) > maxBytes || !answer.Body) {
      answer.Body?.transformToWebStream().cancel().catch(() => {})
      return null
    }
    const bytes = await answer.Body.transformToByteArray()
    return bytes.byteLength > maxBytes ? null : new Uint8Array(bytes)
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** The s3 upload method's staging area in the bucket (presigned PUTs to INCOMING_PREFIX). */
export function createS3Staging(config: S3Config, client: S3Client = createS3Client(config)): UploadStaging {
  const bucket = config.bucket
  return {
    origin: s3Origin(config),
    async presignPut(size) {
      const key = `${INCOMING_PREFIX}${randomUUID()}`
      const contentType = 'application/octet-stream'
      // The length is signed: the store refuses a body of another size (the server checks it again on complete).
      const command = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size })
      const url = await getSignedUrl(client, command, { expiresIn: PRESIGNED_PUT_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) })
      return { key, url, headers: { 'Content-Type': contentType } }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
        return head.ContentLength ?? 0
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    get: (key, maxBytes) => readObject(client, bucket, key, maxBytes),
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
  }
}

const KEY = /^resumes\/[0-9a-f-]{36}\.(pdf|docx)$/

/** Resume files in the bucket under RESUMES_PREFIX, private (only the server reads them; downloads go through it). */
export function createS3FileStore(config: S3Config, client: S3Client = createS3Client(config)): ResumeFileStore {
  const bucket = config.bucket
  const checked = (key: string) => {
    if (!KEY.test(key)) throw new Error('not a resume file key')
    return key
  }
  return {
    async put(bytes, extension) {
      const key = checked(`${RESUMES_PREFIX}${randomUUID()}.${extension}`)
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: 'application/octet-stream' }))
      return key
    },
    get: (key) => readObject(client, bucket, checked(key), Number.MAX_SAFE_INTEGER),
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }))
    },
  }
}
