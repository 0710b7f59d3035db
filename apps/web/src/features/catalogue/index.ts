/** The catalogue feature's public face: the list query, for the application form's sub-bidang picker. */
export { subBidangKeys, subBidangListQueryOptions, useSubBidangList } from './api/sub-bidang';
