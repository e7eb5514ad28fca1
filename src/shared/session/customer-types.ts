/** Customer-info shapes (spec §3), from the generated API model. */
export type {
  Address as CustomerAddress,
  CustomerInfo,
  CustomerInfoData as CustomerInfoResponse,
  LinkedService as CustomerService,
} from '@/generated/model';
