import * as v from 'valibot'
import { answerKey, PAGE_DATA_ID, PageDataSchema, type InlinedAnswer } from '../../core/api/pageData'
import type { HttpPort, HttpRequest } from '../../core/ports/http'

/** The answers a server-rendered page inlined (core/api/pageData.ts); none on a page the server did not render. */
export function readPageData(doc: Document): InlinedAnswer[] {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent
  if (!text) return []
  try {
    const data = v.safeParse(PageDataSchema, JSON.parse(text))
    return data.success ? data.output.answers : []
  } catch {
    return []
  }
}

const keyOf = (request: HttpRequest): string | null => {
  let body: unknown
  try {
    body = request.body === undefined ? undefined : JSON.parse(request.body)
  } catch {
    return null
  }
  return answerKey(request.method, new URL(request.url).pathname, body)
}

/**
 * HttpPort that answers each request the server already answered in the page's HTML from that answer, once (the
 * next same request goes to the network: a retry or a refresh gets fresh data), and sends every other request on.
 */
export function primedHttp(inner: HttpPort, answers: readonly InlinedAnswer[]): HttpPort {
  const waiting = new Map<string, InlinedAnswer>()
  for (const answer of answers) waiting.set(answerKey(answer.method, answer.path, answer.body), answer)
  return {
    send(request) {
      const key = waiting.size > 0 ? keyOf(request) : null
      const answer = key === null ? undefined : waiting.get(key)
      if (!answer || key === null || request.signal?.aborted) return inner.send(request)
      waiting.delete(key)
      return Promise.resolve({ status: answer.status, headers: { 'content-type': 'application/json' }, body: answer.answer })
    },
  }
}
