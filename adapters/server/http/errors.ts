import type { Context } from 'hono'
import * as v from 'valibot'
import type { ApiErrorBody } from '../../../core/api'

type Issue = NonNullable<ApiErrorBody['error']['issues']>[number]

/** The API's error body (core/api/errorBody.ts). */
export function errorBody(code: string, message: string, issues?: Issue[]): ApiErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } }
}

/** 400 request.invalid with one issue per problem, each with its dotted path ('' for the whole body). */
export function invalidRequest(c: Context, message: string, issues: Issue[] = []) {
  return c.json(errorBody('request.invalid', message, issues), 400)
}

/** valibot issues as wire issues (messages capped: they can quote what was sent). */
export function toIssues(issues: readonly v.BaseIssue<unknown>[]): Issue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message.slice(0, 200) }))
}
