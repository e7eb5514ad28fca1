import { useGetCustomerInfo } from '@/generated/customer/customer';
import classes from './ProfilePhoto.module.css';

/**
 * Placeholder of the profile photo block (the upload version replaces it): the member's picture,
 * or the initial of their name, in a circle.
 */
export function ProfilePhoto() {
  const info = useGetCustomerInfo({ query: { select: (data) => data.customer_info } }).data;
  const initial = Array.from(`${info?.first_name ?? ''}`.trim())[0]?.toUpperCase() ?? '';
  return (
    <div className={classes.photo} data-testid="profile-photo">
      {info?.image_url ? <img className={classes.image} src={info.image_url} alt="" /> : <span aria-hidden="true">{initial}</span>}
    </div>
  );
}
