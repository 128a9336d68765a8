/** The lock page: a locked shop sends a visitor without a pass here. */
export const lockPath = '/luck'
