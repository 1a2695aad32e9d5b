// Core explains a rejected field in English (the REST contract's words); the panel says it in Portuguese.
// Unknown reasons pass through unchanged rather than being hidden.
const RULES: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Required$/, () => 'Campo obrigatório.'],
  [/^invalid CPF$/i, () => 'CPF inválido: confira os dígitos.'],
  [/^invalid CNPJ$/i, () => 'CNPJ inválido: confira os dígitos.'],
  [/^Invalid email address$/i, () => 'E-mail inválido.'],
  [/^must be a telephone number$/, () => 'Telefone inválido.'],
  [/^must not be in the future$/, () => 'A data não pode estar no futuro.'],
  [/^must be a date YYYY-MM-DD$|^must be a real date$/, () => 'Data inválida.'],
  [/^must not be before (start_date|start_date_from)$/, () => 'Não pode ser antes da data de início.'],
  [/^must have at most two decimals$/, () => 'Use no máximo duas casas decimais.'],
  [/^must be greater than or equal to min_participants$/, () => 'Deve ser maior ou igual ao mínimo de participantes.'],
  [/^must be less than or equal to max_participants$/, () => 'Deve ser menor ou igual ao máximo de participantes.'],
  [/^must be an http\(s\) URL/, () => 'Informe um endereço http(s) ou um caminho começando com /.'],
  [/^must be unique among the images$/, () => 'Duas imagens não podem ter a mesma ordem.'],
  [/^must be a 2-letter ISO country code$/, () => 'Use o código de país com 2 letras (ex.: BR).'],
  [/^must be a 3-letter ISO currency code$/, () => 'Use o código de moeda com 3 letras (ex.: BRL).'],
  [/^must be a UUID$/, () => 'Identificador inválido.'],
  [/^must be lowercase letters/, () => 'Use letras minúsculas, números e hífens.'],
  [/^Too small: expected string to have >=1 characters?$/, () => 'Campo obrigatório.'],
  [/^Too small: expected string to have >=(\d+) characters?$/, (m) => `Use ao menos ${m[1]} caracteres.`],
  [/^Too big: expected string to have <=(\d+) characters?$/, (m) => `Use no máximo ${m[1]} caracteres.`],
  [/^Too small: expected number to be >=?(\d+)$/, (m) => `O mínimo é ${m[1]}.`],
  [/^Too big: expected number to be <=?(\d+)$/, (m) => `O máximo é ${m[1]}.`],
  [/^Too small: expected number to be >0$/, () => 'Deve ser maior que zero.'],
  [/^Too big: expected array to have <=(\d+) items?$/, (m) => `No máximo ${m[1]} itens.`],
  [/^Invalid input: expected int/, () => 'Use um número inteiro.'],
  [/^Invalid option/, () => 'Opção inválida.'],
  [/^Invalid input: expected \w+, received undefined$/, () => 'Campo obrigatório.'],
];

export function translateReason(reason: string): string {
  for (const [pattern, say] of RULES) {
    const match = pattern.exec(reason.trim());
    if (match) return say(match);
  }
  return reason;
}
