import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import plugin from '../../../config/eslint/query-keys.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

tester.run('generated-query-keys', plugin.rules['generated-query-keys'], {
  valid: [
    'queryClient.invalidateQueries({ queryKey: getGetPointQueryKey() })',
    'queryClient.invalidateQueries({ queryKey: getGetPrivilegeListInfiniteQueryKey() })',
    'queryClient.setQueryData(getGetAddressListQueryKey(), (x) => x)',
    'queryClient.getQueryData(getGetCustomerInfoQueryKey())',
    'useQuery({ queryKey: getGetEcodeQueryKey({ redemption_id: id }), queryFn })',
    'queryClient.cancelQueries()',
    'queryClient.getQueryState(getMaxmeCheckStatusQueryKey(params))',
  ],
  invalid: [
    { code: "queryClient.invalidateQueries({ queryKey: ['/api/Customer/GetPoint'] })", errors: [{ messageId: 'key' }] },
    { code: 'queryClient.invalidateQueries({ queryKey: [POINT_PATH] })', errors: [{ messageId: 'key' }] },
    { code: "queryClient.setQueryData(['/api/Customer/AddressList'], [])", errors: [{ messageId: 'key' }] },
    { code: 'queryClient.getQueryData(someKey)', errors: [{ messageId: 'key' }] },
    { code: "useQuery({ queryKey: [...getGetPointQueryKey(), 'infinite'], queryFn })", errors: [{ messageId: 'key' }] },
    { code: "queryClient.invalidateQueries(['x'])", errors: [{ messageId: 'key' }] },
  ],
});
