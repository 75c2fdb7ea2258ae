// A small bundled list of passwords that appear at the top of public breach corpora. The real
// service checks a breach database; offline, this list makes the breached_password path
// reachable with predictable inputs. Compared case-insensitively.
const LIST = `
123456 123456789 12345678 12345 1234567 1234567890 123123 111111 000000 654321 666666 121212
112233 123321 987654321 7777777 555555 1q2w3e4r 1q2w3e4r5t qwerty qwerty123 qwertyuiop asdfgh
asdfghjkl zxcvbnm 1qaz2wsx password password1 password123 password! password1! passw0rd
p@ssw0rd p@ssword p@ssw0rd! p@ssw0rd1 passw0rd! passw0rd1 password12 password1234 pass123
abc123 abcd1234 a1b2c3d4 iloveyou iloveyou1 letmein letmein1 letmein! welcome welcome1
welcome1! welcome123 admin admin123 administrator root toor changeme changeme1 secret
sunshine sunshine1 princess dragon monkey football baseball superman batman trustno1 master
shadow michael jennifer jordan23 hunter2 starwars whatever freedom qazwsx zaq12wsx
qwerty1! qwerty123! summer2023 summer2024 winter2023 winter2024 spring2024 autumn2024
football1 baseball1 liverpool chelsea arsenal pokemon naruto minecraft fortnite computer
internet samsung google mustang harley ranger buster soccer hockey killer charlie
1password 1234qwer qwer1234 q1w2e3r4 q1w2e3r4t5 azerty azerty123 000000000 11111111
99999999 88888888 12341234 123454321 12344321 11223344 Aa123456 Aa123456! Abc123!
Abcd1234! Qwerty1! Password1! P@ssw0rd123 Welcome@123 Admin@123 Test@123 test123 test1234
`;

const BREACHED = new Set(
  LIST.split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase()),
);

export const isBreachedPassword = (password: string): boolean =>
  BREACHED.has(password.toLowerCase());

export const breachedPasswordCount = (): number => BREACHED.size;
