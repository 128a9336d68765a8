/**
 * How long what a visitor has read stays on their device for reading offline (the saved query
 * cache and the data in memory that it is saved from). Its own module: the app's first script
 * reads it, the code that saves the cache loads later.
 */
export const savedDataMaxAge = 7 * 24 * 60 * 60 * 1000
