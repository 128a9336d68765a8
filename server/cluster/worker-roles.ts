import cluster from 'node:cluster'

/** Set in the environment of the one worker that prepares the database, then exits. */
export const preparingVariable = 'SHOP_PREPARING_DATABASE'

/** This process is the primary's database preparer, not a server process. */
export function isPreparing(): boolean {
  return cluster.isWorker && process.env[preparingVariable] === '1'
}
