/** A machine's context as a tree a designer can read: objects and lists fold, values show as written. */
export function ContextTree({ value }: { value: unknown }) {
  return (
    <div className="explorer-tree">
      <Value value={value} />
    </div>
  )
}

const scalar = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value)
  if (value === undefined) return 'undefined'
  if (typeof value === 'function') return 'function'
  if (value instanceof Error) return `${value.name}: ${value.message}`
  return String(value)
}

function Value({ value }: { value: unknown }) {
  if (value === null || typeof value !== 'object' || value instanceof Error) return <span className="explorer-scalar">{scalar(value)}</span>
  const entries = Object.entries(value)
  if (entries.length === 0) return <span className="explorer-scalar">{Array.isArray(value) ? '[]' : '{}'}</span>
  return (
    <ul>
      {entries.map(([key, inner]) => (
        <li key={key}>
          {inner !== null && typeof inner === 'object' && !(inner instanceof Error) && Object.keys(inner).length > 0 ? (
            <details open>
              <summary>
                {key} <span className="explorer-kind">{Array.isArray(inner) ? `list of ${inner.length}` : 'object'}</span>
              </summary>
              <Value value={inner} />
            </details>
          ) : (
            <>
              <span className="explorer-key">{key}:</span> <Value value={inner} />
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
