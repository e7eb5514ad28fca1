/** Paths of the session's cached queries (the generated client's query keys start with them). */
export const CUSTOMER_INFO_PATH = '/api/Customer/CustomerInfo';
export const POINT_PATH = '/api/Customer/GetPoint';
export const ADDRESS_DETAIL_PATH = '/api/Customer/AddressDetail';
