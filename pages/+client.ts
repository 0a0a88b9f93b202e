import { reloadOnChunkFailure } from '../client/chunk-reload'

reloadOnChunkFailure()
