import { reloadOnChunkFailure } from '../components/ui/chunk-reload'

reloadOnChunkFailure()
