import { describe, expect, it } from 'vitest';
import { formatDocument, maskCep, maskCnpj, maskCpf, maskPhone } from './masks';

describe('input masks', () => {
  it('CPF reads 000.000.000-00 as it is typed and stops at 11 digits', () => {
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
  });

  it('CNPJ reads 00.000.000/0000-00', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('CEP reads 00000-000', () => {
    expect(maskCep('01310100')).toBe('01310-100');
  });

  it('phones read (11) 3456-7890 and (11) 98765-4321; "+" numbers are left alone', () => {
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('+351 912 345 678')).toBe('+351 912 345 678');
  });

  it('stored digits read as CPF or CNPJ', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument(null)).toBe('—');
  });
});
