/** How many demo jobs a first start seeds (SEED_JOBS' default), and the most it may ask for. */
export const DEFAULT_SEED_JOBS = 20_000
export const MAX_SEED_JOBS = 1_000_000
