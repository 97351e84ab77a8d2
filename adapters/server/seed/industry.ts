/** One industry category of the demo data: what its jobs are called, need and pay. */
export interface Industry {
  readonly name: string
  readonly titles: readonly string[]
  readonly skills: readonly string[]
  /** Sentences about the work, mixed into descriptions. */
  readonly duties: readonly string[]
  /** Typical yearly pay range in US dollars for a permanent role. */
  readonly pay: readonly [number, number]
  /** How many jobs of this industry to make relative to others (1 = average). */
  readonly weight: number
}
