const PLACEHOLDER_CARDS = 4

/** Grey stand-ins for job cards while the first page loads; hidden from assistive technology. */
export function ResultsSkeleton() {
  return (
    <ul className="job-list job-list--skeleton" aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <li key={index} className="job-card job-card--skeleton">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--block" />
        </li>
      ))}
    </ul>
  )
}
