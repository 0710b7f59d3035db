/**
 * The regions feature's public face (docs/decisions/021): the cascading province → village
 * picker that the company form and the admin's company edit share.
 */
export { RegionPicker, type TRegionPickerProps } from './components/region-picker';
