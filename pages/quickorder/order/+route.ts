// The result page has a route of its own: without it, it would inherit the table route of
// pages/quickorder/+route.ts and take every /quickorder address.
export default '/quickorder/order'
