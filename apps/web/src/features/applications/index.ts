/** The applications feature's public face: the sub-bidang picker (its texts are in the `applications` namespace). */
export { SubBidangPicker, type TPickedSubBidang } from './components/sub-bidang-picker';
