export { fetchPtaxClosings, PTAX_DEFAULT_BASE_URL, type PtaxClosing } from './olinda';
export { PtaxStandIn, PTAX_STAND_IN_DEFAULT_RATES, type PtaxStandInOptions } from './stand-in';
