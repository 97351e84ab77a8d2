import { describe } from 'vitest'
import { memoryFile, memoryUpload } from '../../../adapters/memory/index'
import { uploadContractAnswer, uploadPortContract } from '../uploadPortContract'

const origin = 'https://contract.test'

describe('memoryUpload against the UploadPort contract', () => {
  uploadPortContract(() => ({
    port: memoryUpload((request, bytes) => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]))
      return uploadContractAnswer(new URL(request.url).pathname, headers, bytes)
    }),
    origin,
    file: (bytes, name) => memoryFile(name, bytes),
    unreadableFile: () => memoryFile('locked.pdf', null),
  }))
})
