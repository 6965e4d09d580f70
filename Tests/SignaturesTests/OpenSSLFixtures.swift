// Keys made with OpenSSL 3.0 during development (openssl genpkey; openssl rsa -traditional and
// openssl ec for the PKCS#1 and SEC 1 forms) and the signatures `openssl dgst -sha256 -sign key.pem`
// made of `OpenSSLFixtures.message`. Test keys only; they sign nothing else.

@testable import Signatures

enum OpenSSLFixtures {
    static let message = Array("eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzaG9ydGN1dHMifQ".utf8)

    static let rsa2048PKCS1 = """
        -----BEGIN RSA PRIVATE KEY-----
        MIIEowIBAAKCAQEAltc7o3vjwRz4g0IQsDE8nE3zd1q06eFUU83DyWY3hxJMamdj
        LpLe4b8hJhlwOC7zvl4uf1pLQVsk7pR0z6wpmUTxwJo21tcg+2+Cn2wo6N4KsJoq
        9cXj7YMIpq/4ko4i+l0edmg4euX40BExjBqpuNHa1YYuvqp2zZGkbJ2wWNI2DVap
        r62SGoK91Q+WKneB+TgYc3iOEY2uLF+qlxJ2r8xtFV/4F3LYs+yVHdpx8H2Q7fMF
        x5645jc1YjguDeIBsX3Wgp+Z7391n6caifSS68JlpCt84MtB/ajZFZVBs9JxoBdA
        rttkl5Tz2xk7oZwzyPY5+7eUubZ8A87X0Hsw8wIDAQABAoIBAEnROtZeoq62xsc1
        ZYVUEx1K6ILYWQC7zNDWOaIt666mPc80mU0Jgxlmt4o1mL1l/NKEtKyOO5XYTNKU
        xDV9Qz5GhyiCT6QD05g4kewCumJ7hy+1wqBUH570KR+prjPKa0OqnmXDyyAZuxHX
        2C+APN69lCI6cFXOhiVDyPt+j/Zm6Lte0KISNeg+ASp0fdu4AWSaANBOlE9GpedR
        bfmZo7rqrZjL3OYhpBRhiySgQGwPZskQyL2GY1j55MwOryEKjrNlak1B1Y/XQSIQ
        rJ9aKB9bdLqTjWI3VMGmZqdoHx3MxUF1FbxTxWMdhWJd3241tmEeOOogCwqyZIyF
        +hNqKYECgYEAyOULG18r0VAZAG4GRAfVAIwRhynOQEkNUTf7Hjzi0oo/fKcxla7a
        fNpEI6dCvpLEjalJMrI74Gbken2r41MZ9I0CMluaJpIV3jTtEVlwhCn20djkRu/7
        DT4dMnNvbkAELooNJlU0VJahalHaSnQi+79GH6sk+AGyaZMB1wydafkCgYEAwDde
        bOkZy5AUvGCKsPXTH4/MKuhaYfqa4tBRu3Q+GBLKHAQ7XZp6hS5ZtlCihBP4VeUC
        kgcGgKLZa7ou+O6OMxbpnsRk5LJNjP9vA+OkgDe1lABXLNO4lmBwMLVQfmmOw7T1
        jDHbqpvX8oRNjQSxLyvQdjOCq7QDcIJ4BXq3jUsCgYBRhfkK44UhjLKIpR1v0AnV
        DgIy6nkjR0HbOq9yJt0Y+TcoO6T4jBtn3R8XpNGGCoMuxYrJwuBfgQGo34S4XEnF
        Hs/MZbXZfyDWqn2ls7jgOTNLFwwT6WDkj9dDWOrYP6wywpzxeFQjG3lnbs35tsVX
        idhIE6iN6Apho2F0xk6+6QKBgCrTq1xEy5SJc7VNJVmsS+/6UBk3T/wIpD3pAGzt
        x3ABr7pyTu/aHXZTD3YJnUwkTu6EagAzRIWgwyS3hQO90z0a286eH4S9HX5O42NQ
        czSGNRTWxpWcTsJillyj6V1hE4gTZ6pm6XSn6IOGaukCpJ/H+Vh8vZ6YKzQEPc2q
        u/7lAoGBAJuq2TnxX4dBJzJHT/9WAmqG1/vbJ3IV7QyOy/y7fo2WP7RgbvggCDMQ
        dRQ3T+PAfHqv/J5VJxShPitizF8U5P3GKrlj3d8+sBSc149o9XL1alXhMLMHpa4H
        IqGAYIdYfZGMZAQIX89g/NL38IXYSufTOYvjyRWjtmFqTVbharbJ
        -----END RSA PRIVATE KEY-----
        """

    static let rsa2048PKCS8 = """
        -----BEGIN PRIVATE KEY-----
        MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCW1zuje+PBHPiD
        QhCwMTycTfN3WrTp4VRTzcPJZjeHEkxqZ2Mukt7hvyEmGXA4LvO+Xi5/WktBWyTu
        lHTPrCmZRPHAmjbW1yD7b4KfbCjo3gqwmir1xePtgwimr/iSjiL6XR52aDh65fjQ
        ETGMGqm40drVhi6+qnbNkaRsnbBY0jYNVqmvrZIagr3VD5Yqd4H5OBhzeI4Rja4s
        X6qXEnavzG0VX/gXctiz7JUd2nHwfZDt8wXHnrjmNzViOC4N4gGxfdaCn5nvf3Wf
        pxqJ9JLrwmWkK3zgy0H9qNkVlUGz0nGgF0Cu22SXlPPbGTuhnDPI9jn7t5S5tnwD
        ztfQezDzAgMBAAECggEASdE61l6irrbGxzVlhVQTHUrogthZALvM0NY5oi3rrqY9
        zzSZTQmDGWa3ijWYvWX80oS0rI47ldhM0pTENX1DPkaHKIJPpAPTmDiR7AK6YnuH
        L7XCoFQfnvQpH6muM8prQ6qeZcPLIBm7EdfYL4A83r2UIjpwVc6GJUPI+36P9mbo
        u17QohI16D4BKnR927gBZJoA0E6UT0al51Ft+ZmjuuqtmMvc5iGkFGGLJKBAbA9m
        yRDIvYZjWPnkzA6vIQqOs2VqTUHVj9dBIhCsn1ooH1t0upONYjdUwaZmp2gfHczF
        QXUVvFPFYx2FYl3fbjW2YR446iALCrJkjIX6E2opgQKBgQDI5QsbXyvRUBkAbgZE
        B9UAjBGHKc5ASQ1RN/sePOLSij98pzGVrtp82kQjp0K+ksSNqUkysjvgZuR6favj
        Uxn0jQIyW5omkhXeNO0RWXCEKfbR2ORG7/sNPh0yc29uQAQuig0mVTRUlqFqUdpK
        dCL7v0YfqyT4AbJpkwHXDJ1p+QKBgQDAN15s6RnLkBS8YIqw9dMfj8wq6Fph+pri
        0FG7dD4YEsocBDtdmnqFLlm2UKKEE/hV5QKSBwaAotlrui747o4zFumexGTksk2M
        /28D46SAN7WUAFcs07iWYHAwtVB+aY7DtPWMMduqm9fyhE2NBLEvK9B2M4KrtANw
        gngFereNSwKBgFGF+QrjhSGMsoilHW/QCdUOAjLqeSNHQds6r3Im3Rj5Nyg7pPiM
        G2fdHxek0YYKgy7FisnC4F+BAajfhLhcScUez8xltdl/INaqfaWzuOA5M0sXDBPp
        YOSP10NY6tg/rDLCnPF4VCMbeWduzfm2xVeJ2EgTqI3oCmGjYXTGTr7pAoGAKtOr
        XETLlIlztU0lWaxL7/pQGTdP/AikPekAbO3HcAGvunJO79oddlMPdgmdTCRO7oRq
        ADNEhaDDJLeFA73TPRrbzp4fhL0dfk7jY1BzNIY1FNbGlZxOwmKWXKPpXWETiBNn
        qmbpdKfog4Zq6QKkn8f5WHy9npgrNAQ9zaq7/uUCgYEAm6rZOfFfh0EnMkdP/1YC
        aobX+9snchXtDI7L/Lt+jZY/tGBu+CAIMxB1FDdP48B8eq/8nlUnFKE+K2LMXxTk
        /cYquWPd3z6wFJzXj2j1cvVqVeEwswelrgcioYBgh1h9kYxkBAhfz2D80vfwhdhK
        59M5i+PJFaO2YWpNVuFqtsk=
        -----END PRIVATE KEY-----
        """

    static let rsa3072PKCS1 = """
        -----BEGIN RSA PRIVATE KEY-----
        MIIG4wIBAAKCAYEApLC9r17nMNrwydcHuLrOKkdi5NpPk3k5YljILQTnxJbmv7un
        I7bXA3BS+Rcaej88ImUqFjFkaiL59aHUhRS7TWyBvGOZ9qKpxlj6eRRrl8Sjg42o
        9dteHIubqoX9F5DcWF9uz6iORG5PH8sF/JkNnW/NbqeUeiMHO1ZWCtUIjepcAVhG
        UJP+blq+/uGsT0C0lC3H8uOLOyyRTgKEm5N/4vZrDt1r5zdvthI4qr8ky+Ih+BzX
        urlZUs+sOmHfPvrjF0TlH567h5DNAs1esF3w0v0nig1Ro2NNYVNqDZs/s8PpwhjT
        Dq12QGcMqWPzhUDfhTTFaitdNn6SOFw4lfPoGl3lxpwUN1tSnYc+rxfFPzBagWpO
        Er00RvOeiFrc06JMaGAAGhtWVBoHLyAS5alYIwugREncX6+PncutRyTaRoqr9dlT
        IQ/i5y8b6/3ZtoEKvI88DSBEqQIFkkPG1nPhbdrFuarEPUnqBo9dtJYCBq96QRgY
        3BQXXX6unx7JRo0pAgMBAAECggGAD3z5K9LfqHQwsLS+qshzrt11jxr6YJ7GDyoV
        EknLr6z24Ll5xaWyeSXxQbCC6pQDmGL99yYYQNSPACMi6MybNFPz7AcMcdnYoFka
        HjS1zSk+rPavuQZzRnk5L6tn8tVKaau48MHT9lrO6WknJBszQPcEoYdUUvu0GIgd
        ManZAvqzQiOegkG2zANQAsmvsijeSrC3BRBR9ePSOv1I4hY4MNy2kwhvF0i7Amsa
        hfFRuTRoOCyjO7HmdP+nnXp6m7JNrjGca6eIPoNrKJk6Lv/J7mFe0fQjzkH/TqYM
        DgA/9dsdLEEzigUfVvXxkWbDdjp2h3Qs2BAF4TF+pd4azucTwJWkJSdi1ccL0bVr
        Bueem402HiVHM5kCKPGgW5LidgcQFKW5QkpjKqE3hknmoxtiJpJV0YKeB0COeT0d
        EyaHXwzXaB/7MwNwawwrBeNoviOmiI2NKrsqhVauEib/zAgpFeGQPfrPLrue4Yhd
        yVXK2KcEYbNEOJwqCxDRvfwHIreBAoHBAM463MBVoLFWCLMT077MdGK4+Mxljz2u
        QFwHCxSYcRIaksPYDoTK0zY19ST9JpZUiiJUor5TdSSTFqz3kL6PauEen7c+b08N
        lxUl9Ur8Eo/n6ggfNK1oW9/+IZ156ln879iEnNQkftaAEZcCTmjNYya64Apyewgk
        eDQVtcJI2R3/HH7oyVNJHN6fX8r85UWy+vkLs7G9h0zyZWFw1SV8igeoReVSqS+1
        RE5HJ7D6BvqBZaR0hDlOOIEsZIBzNadEgQKBwQDMb4PkvIq6FRY6vl1f8K2quHFp
        tUoKoK4bCGEG1w+xV+Mb34fnJEuH8zZ/tbgD5Yl1uWgX7hF2Mok11F5ykHFrt6pr
        Myyk+q7hNbYORhhTZzXTf2N62TwcTrMDvPXSjAE2B1N356GPn1JJOj+etGoo3kR8
        t2lnwm2qQ5ctJwmvfFrdwrn+7Z4STEnTWF8jfElFlZ9obf2W02B2D6KR15Zy2rFm
        iDUoDrSimxJiOWytCa2iyQnmwYtil1xoqktgVKkCgcAhMTAedKmsYSB9Ug+egeGp
        kgPZQe9QCh+psCiEZBSuyUAd7URI8ywTaZPPJD91qp2g8OZQo7YS8OmRZTcStJqL
        KRajs5TOsG1EphtYukFyj+0G6Z7c2hMPdiOK6PhjC2a+/nkPW+BePbaXC3P7QjNX
        JHSyucI7iUMffu8GGht3zHuVoXnlwbq3ygbs8M8l7KygMNX3IX4JUGooyLRFmEnO
        +bJmOmuolhAsWR92SIefAfyN/4LYhlJp1+9FDUXxagECgcA9YvLo2VCSxcgyBX2G
        VH/hdpbflgdQn6UICwEPi75zkx9n/DwTxQtFHFvuB0PlL6SSDAVcwijOJCidWFKv
        9f2IydLLc8dhFsEycO1k5dliGejIxES728U3/s20PqZV/aJTdemzZINX3BBaWrpF
        zojeErff9zcYaAKEEN2xOjqnTiD+2/z7tqAzgGLeqneO8UATO/Vs5zIxevFJIjK/
        tku/2zlPv3CuwZOuDAB+LB4c634PFmz5tH5FMYwXBaOynlkCgcEAm4yKCchKHjYb
        B3HANGTCJ9EE0Rtd/viaqucDBrQAwvvp4RlpEhxJZoR70z7m3vqjymzRM89aMn5v
        ovEpkPXPARTOYKt1LUcShUN9X45xxYkELSMVy7cWt/V+PDYMrEDWvEN71UdfyWP3
        7XtMCin9wgfa0F+yOq7vTp9hJM+teC8HyOlDokf7qKdFIbXfOTLaC0QprfwT3wqH
        aErz3KBNKdS5nDIG5iup6BJV0M25hr9dFAjxQ6Mlz59cvOLucfMY
        -----END RSA PRIVATE KEY-----
        """

    static let rsa3072PKCS8 = """
        -----BEGIN PRIVATE KEY-----
        MIIG/QIBADANBgkqhkiG9w0BAQEFAASCBucwggbjAgEAAoIBgQCksL2vXucw2vDJ
        1we4us4qR2Lk2k+TeTliWMgtBOfElua/u6cjttcDcFL5Fxp6PzwiZSoWMWRqIvn1
        odSFFLtNbIG8Y5n2oqnGWPp5FGuXxKODjaj1214ci5uqhf0XkNxYX27PqI5Ebk8f
        ywX8mQ2db81up5R6Iwc7VlYK1QiN6lwBWEZQk/5uWr7+4axPQLSULcfy44s7LJFO
        AoSbk3/i9msO3WvnN2+2EjiqvyTL4iH4HNe6uVlSz6w6Yd8++uMXROUfnruHkM0C
        zV6wXfDS/SeKDVGjY01hU2oNmz+zw+nCGNMOrXZAZwypY/OFQN+FNMVqK102fpI4
        XDiV8+gaXeXGnBQ3W1Kdhz6vF8U/MFqBak4SvTRG856IWtzTokxoYAAaG1ZUGgcv
        IBLlqVgjC6BESdxfr4+dy61HJNpGiqv12VMhD+LnLxvr/dm2gQq8jzwNIESpAgWS
        Q8bWc+Ft2sW5qsQ9SeoGj120lgIGr3pBGBjcFBddfq6fHslGjSkCAwEAAQKCAYAP
        fPkr0t+odDCwtL6qyHOu3XWPGvpgnsYPKhUSScuvrPbguXnFpbJ5JfFBsILqlAOY
        Yv33JhhA1I8AIyLozJs0U/PsBwxx2digWRoeNLXNKT6s9q+5BnNGeTkvq2fy1Upp
        q7jwwdP2Ws7paSckGzNA9wShh1RS+7QYiB0xqdkC+rNCI56CQbbMA1ACya+yKN5K
        sLcFEFH149I6/UjiFjgw3LaTCG8XSLsCaxqF8VG5NGg4LKM7seZ0/6edenqbsk2u
        MZxrp4g+g2somTou/8nuYV7R9CPOQf9OpgwOAD/12x0sQTOKBR9W9fGRZsN2OnaH
        dCzYEAXhMX6l3hrO5xPAlaQlJ2LVxwvRtWsG556bjTYeJUczmQIo8aBbkuJ2BxAU
        pblCSmMqoTeGSeajG2ImklXRgp4HQI55PR0TJodfDNdoH/szA3BrDCsF42i+I6aI
        jY0quyqFVq4SJv/MCCkV4ZA9+s8uu57hiF3JVcrYpwRhs0Q4nCoLENG9/Acit4EC
        gcEAzjrcwFWgsVYIsxPTvsx0Yrj4zGWPPa5AXAcLFJhxEhqSw9gOhMrTNjX1JP0m
        llSKIlSivlN1JJMWrPeQvo9q4R6ftz5vTw2XFSX1SvwSj+fqCB80rWhb3/4hnXnq
        Wfzv2ISc1CR+1oARlwJOaM1jJrrgCnJ7CCR4NBW1wkjZHf8cfujJU0kc3p9fyvzl
        RbL6+Quzsb2HTPJlYXDVJXyKB6hF5VKpL7VETkcnsPoG+oFlpHSEOU44gSxkgHM1
        p0SBAoHBAMxvg+S8iroVFjq+XV/wraq4cWm1SgqgrhsIYQbXD7FX4xvfh+ckS4fz
        Nn+1uAPliXW5aBfuEXYyiTXUXnKQcWu3qmszLKT6ruE1tg5GGFNnNdN/Y3rZPBxO
        swO89dKMATYHU3fnoY+fUkk6P560aijeRHy3aWfCbapDly0nCa98Wt3Cuf7tnhJM
        SdNYXyN8SUWVn2ht/ZbTYHYPopHXlnLasWaINSgOtKKbEmI5bK0JraLJCebBi2KX
        XGiqS2BUqQKBwCExMB50qaxhIH1SD56B4amSA9lB71AKH6mwKIRkFK7JQB3tREjz
        LBNpk88kP3WqnaDw5lCjthLw6ZFlNxK0mospFqOzlM6wbUSmG1i6QXKP7Qbpntza
        Ew92I4ro+GMLZr7+eQ9b4F49tpcLc/tCM1ckdLK5wjuJQx9+7wYaG3fMe5WheeXB
        urfKBuzwzyXsrKAw1fchfglQaijItEWYSc75smY6a6iWECxZH3ZIh58B/I3/gtiG
        UmnX70UNRfFqAQKBwD1i8ujZUJLFyDIFfYZUf+F2lt+WB1CfpQgLAQ+LvnOTH2f8
        PBPFC0UcW+4HQ+UvpJIMBVzCKM4kKJ1YUq/1/YjJ0stzx2EWwTJw7WTl2WIZ6MjE
        RLvbxTf+zbQ+plX9olN16bNkg1fcEFpaukXOiN4St9/3NxhoAoQQ3bE6OqdOIP7b
        /Pu2oDOAYt6qd47xQBM79WznMjF68UkiMr+2S7/bOU+/cK7Bk64MAH4sHhzrfg8W
        bPm0fkUxjBcFo7KeWQKBwQCbjIoJyEoeNhsHccA0ZMIn0QTRG13++Jqq5wMGtADC
        ++nhGWkSHElmhHvTPube+qPKbNEzz1oyfm+i8SmQ9c8BFM5gq3UtRxKFQ31fjnHF
        iQQtIxXLtxa39X48NgysQNa8Q3vVR1/JY/fte0wKKf3CB9rQX7I6ru9On2Ekz614
        LwfI6UOiR/uop0Uhtd85MtoLRCmt/BPfCodoSvPcoE0p1LmcMgbmK6noElXQzbmG
        v10UCPFDoyXPn1y84u5x8xg=
        -----END PRIVATE KEY-----
        """

    static let rsa1024PKCS1 = """
        -----BEGIN RSA PRIVATE KEY-----
        MIICXQIBAAKBgQDFYUibFueHrQbckQiJBKwo86iluliuhorT//CNuk+rgNivu53i
        AmBvOojs5nJ1I5qJVdPfRxE05PR8NRkohNyonv1GJHELDlSiYA1JuQRO7z+Pieuz
        c5CzqG+iYD9D2hzCk1IEIb4xXO0k0cpkq3EoZPVDRvqqr71zci+ylZ+bFQIDAQAB
        AoGAeBV31uNYeXMLeaXDS5lMJJ4ZPLriuUuhqtlLwO5ZCj6ZllDO/XH0ubcjFv4d
        JKdEnclZ3b2e+k9Rbz/ezogGtn3QV9hKMA3C6/gBCcphh6U4dnl48gvoZqgkfI12
        Ar58iG8SwfGKtATlfdC/pL9soPEYv24Y8NYhc4dcnlkKxQECQQDxOq1Wl6TYXCy2
        dtM0Tj3kRYK4FOSHxaEg4idcPsGjKSP4ljkno81iL6Z/34bmIl6O2L/nfGks5bkb
        2lusX5N/AkEA0XdCqXheqRw/3XwnI3UGugacUb12iw71qMPliGciImkYxvATRTgl
        a5P5Pwgb0yrUvX87a0DUujLjk93umumLawJAJArgW0/NEYa0J48Zf3cxSCoaneaB
        PsgIiyE/QEkgJYDAHyRS5dlTlpgICJMdVMVN24oHIk80Z8DrJ344tEiTgQJBALYS
        WimA7ZdFbOYSstqJMI2mjV4nt9Dr8fD+RpgoPW13uQfDSpzSTwSRnQeC/tyw0Dbf
        T0DNG5u1/Eddk7en5X0CQQDGjBQ+2a0d8YVWjgUYX7tKHkdPnvryiD/BfN+g2cLh
        3TID654XSDbDjdsG8fCuT0QGWIvuVCD8WRdi7x1pytOQ
        -----END RSA PRIVATE KEY-----
        """

    static let rs2048SHA256 = """
        4756769ee78f054bcb265d5df335be9ef3ad8a4176f13fc503be233efcae9cdef2c39326dc7faf760b7147bb593817db2511949bd3a212987ffd03ce6ee5a598
        e9e5e033abd6211930c68b966310a994576c720c4caf83883fe88530d896afa962b3ad61171604de4e13c8c03b54ab90957e775624491245c5f2a0a2de29534f
        62ac6a2a47e214edb630f90bdff65248026a833bd3f8bb3e369b673406a7d0be23ed8dddc27eac4552f19dc46ff4c74fbdf3d3f9b9898c2aed290160c164ce2e
        aae2f30648a89bb29d25738b113d68ad1b190432d966e29e52d1b3faaef9d37361cfe2748e0ce28a0cdb12ea4a533400f0ed1029c65142beb9c8c1aa9aa2f9a3
        """

    static let rs2048SHA384 = """
        343abcf0a1f86bf993a694c026f46e8d9d89e61c71c13b25bceae188acd98e8d59ca5a8119ed60f30dc25fec479f5e2b26bb6a192c89f1d28c8ae8978d547903
        3f65261e028d13437e96b26d002d934547aca5687cd605d946ed663fc3811f78bcf8ed23bac37c94ecc94d6bbddaa7190525f6d387b7d8037bcb2658b4b4d2a2
        8745f256e609216dbe7c432447cbd7a6e094bb362f5a05a1969bcbb5d26ed5ed80d25bad416238ebce41ddf1c02e7ecec7a9a310db93baa22abcab972573d4e7
        9be53abf67e48319f3350d9b4e3c4ab7f428f0293eccaab5f5118fba2455cf2a0e62df7aac52124959dc7e75957e7b556d51a5a1b91ca311de01ce61a1392c77
        """

    static let rs2048SHA512 = """
        2edeeb3c75bd195216293405ee40c8f80bce720f56bf119920cad5b736c42b905dd418bad495859d20cc00f35a1b04ba8708cff967111621f07c7789d084f710
        ba7f7963de069fa852d82776e4441d8f2a1bd5f212fbb0032dc81398c801064b709ab1ac62637d5c74b8de6f5fdba7cbc019c87038820cd079a20d7f53a23265
        3fa9f5809eb9b19370ac55d8e3027e990a8ea065485513027f64ba0982f1751fbca0e415ca256f56bfcfec1a38ef489b92e645f0adad85f7dab2aba755b75798
        e5548d9f42d3aeeffa1a95b4ae44c2e23e8eb11bbfa30cfa0044961515ba6aa0b44d0e2cd3ac558bbf8a25f98868e52d45a0cac65732dd7f22d52954dd7244e9
        """

    static let rs3072SHA256 = """
        003904895399233b809e0078305722bdf36ef529fd4a29fa771f6f12b9da3edc6f65c7ddabd2332e60f7f6d680d5cd0683ba2a0aa5da0f32e8fef2b0c6de1a9e
        e581646ec45a3c6c44a6f90803a9ad92f35a5e1ca2513b7b0e3f8f5544228ee1363e2a1c92fe4af025baaeccf07123fc8bf746a13e3eae084cad440c501a2b8b
        a0c8835c6d1068ca09bcf38b5a5b58874d13c2ed7243bd1a91d51bcc1b6c36e20904bb696f7b4c67ebab68c677e50f8e403a7db90c9facf96a0188b22088f330
        b967e4653bbdb079612e032dc71ed5e2251cf9d338888e91865413edb12666055bcefe9c1136d83ade87cf50cf1b49302d68a93491a3036ac24d4bf768e94ea8
        f040f601879fe3fbbc19f828f453cd0d483636c66778da2a34d582011d1df4ac139060a7ad17240ef78394fb47085c488b4c587b9575d16a3197b18d5c385bd3
        00884700c495f83e96b84b494af3093983d291492a67ee6d2bb05d32c2b3b342c09398cfa5ac81137a6c44d299c16abe40895e7787141205313b19b0f0754869
        """

    static let rs3072SHA384 = """
        50cc5b1535aec74cc54b087fbab37be35ec04e51d572ae49e91ae757702c3e1b1e34405234824960bc758880cc9074e093b10dd70c9f868512f75b4a34a2acfc
        eeac5faa542652f1b81bf24c64ee8b187d3d09fc48b176a0c11a040a33471141396ba58d51fdc85ab6c7f29ad3040c51f70b9f3becda9b8ef83b551c6aa4a80f
        8d8b8fae5e3db630be350152e29dfd9cb471fc7c733f5d251b49ffbc5bad81f25d70695eadd9c98b8e6ea25e3239889fd2d509b1061e028b33d8da8dbb56ba24
        8ce5cbb4522eb7bbc0e4b1106f3a623748ea358b6ed5b78a506f3934579f74a19d3e97055313cf75ea7d65b80ab9e0e8cc8610231667baf7378071db67d5f7a7
        1c1056f69b2a5b3aedd672c094a9848e4012b155cc5b02621487baee0e9f15d8ed508521f0178493b7aee9df9db6dd10c065c94e3d53b64e9269b11cf90ee069
        b4d9b7362717c58feb840c9fcdd6021909c311586bb6f2dcbe88a164af9ab994838f1b79ece90979bffc487e5ba96e4386837cc172b6d96287472894aa33a6e3
        """

    static let rs3072SHA512 = """
        3713e1730dd000017325c2f90e858e65ff1ce2e732229789553e549b444dc6dfb3908a7a48fe4917a7f27cdfdc0180bf0277f8342bb59319e0e9e74c00fc5531
        03b75436017e1641b70701f508525ec3d39a0303550b75c6af6db9f5af3f3c536657883194b06129e9cc8c925c8a4745f18a82fc49e876a547c7c28fa9ef5da4
        b3620241ad2e249de7e0b75cb79c7545de743466efc2e7134fa96834b49a6e636188507f3cdd7148ee70c65c4bdd78095da2c6d0ad8f0802544c50bc6182bbdf
        f482c629a60161b8197c9c6e257fcf04d8a53e7df252a7cb0fa9b751598a9f6c944aa26dbae069fa2795aa1de69aaac30d94e940c0aaa63b6fce897ae7f00a8e
        12ae4d9996382107398fa4dd1fb82e2e9d77204f74a7e5a1d06a0d25e343de6080bd4d0bcd7b04d6538118565823a2ab8a2c8f5e17f8c51b7938facc5088207a
        5467b739880def5a5e179cc73de8ecba4b67a258041469cfb3846829776f9756c847f955e70d65c3a7c5c3cffc79fc92c0538977f74dedc4670b99b0bd6faf37
        """

    static let p256PKCS8 = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg0p7JoCNMrvTYCm4n
        gp5uLCjZJViLtOj9SaDdfDNNbqChRANCAASZdUXrTA80X8urz01QEpkjvfqRN6rn
        bgYhcEIYDUYX6MlRb8BGELohqSUG3uM3HnJbJsFQ3xs76Ou3Si68cz/Q
        -----END PRIVATE KEY-----
        """

    static let p256SEC1 = """
        -----BEGIN EC PRIVATE KEY-----
        MHcCAQEEINKeyaAjTK702ApuJ4Kebiwo2SVYi7To/Umg3XwzTW6goAoGCCqGSM49
        AwEHoUQDQgAEmXVF60wPNF/Lq89NUBKZI736kTeq524GIXBCGA1GF+jJUW/ARhC6
        IaklBt7jNx5yWybBUN8bO+jrt0ouvHM/0A==
        -----END EC PRIVATE KEY-----
        """

    static let p384PKCS8 = """
        -----BEGIN PRIVATE KEY-----
        MIG2AgEAMBAGByqGSM49AgEGBSuBBAAiBIGeMIGbAgEBBDAKXc/7SiFxrBxrnXVh
        bOkdvsO0gxvf6B23puaKc4hY1KyoiX9vM2HSgnm9+O0LE6uhZANiAATrscDz2iP2
        7vIe55vsN/OeMANYHyT2izWz/sspR1UOfk+Ck6WmwfWq/6BsWLG/jDjg0uYRNLkb
        iCmFhBRvDLGqnjM5nH5CT0rmKUdOu2M0wUT/GYZPswZoaAEPd4dfAb4=
        -----END PRIVATE KEY-----
        """

    static let p384SEC1 = """
        -----BEGIN EC PRIVATE KEY-----
        MIGkAgEBBDAKXc/7SiFxrBxrnXVhbOkdvsO0gxvf6B23puaKc4hY1KyoiX9vM2HS
        gnm9+O0LE6ugBwYFK4EEACKhZANiAATrscDz2iP27vIe55vsN/OeMANYHyT2izWz
        /sspR1UOfk+Ck6WmwfWq/6BsWLG/jDjg0uYRNLkbiCmFhBRvDLGqnjM5nH5CT0rm
        KUdOu2M0wUT/GYZPswZoaAEPd4dfAb4=
        -----END EC PRIVATE KEY-----
        """

    static let p521PKCS8 = """
        -----BEGIN PRIVATE KEY-----
        MIHuAgEAMBAGByqGSM49AgEGBSuBBAAjBIHWMIHTAgEBBEIBXQNxDSxaM6DzZzwo
        ju3/D16OVyf4chGjBGWFKTCsnVByS1V2cA1qFi5G56sZnHJX7Ms41dTDpkErhh8B
        s/HgM1ShgYkDgYYABAGd2GpMF9V/4fDzkt49DiVv6BOO1fEs3DDFFdtX+PNDxYws
        7YfHN/UNuxjmM+5gg6b2peu/Z5BXJBz6VuEmuPvJgQEx8h6QpkDDRN5YTyHb5ZaY
        VyciUuXt1BIyaMsrkmzKQIhBm8EnQXICOsWpcSaTtHKOBBt0pfyleML1pQm213M8
        dQ==
        -----END PRIVATE KEY-----
        """

    static let p521SEC1 = """
        -----BEGIN EC PRIVATE KEY-----
        MIHcAgEBBEIBXQNxDSxaM6DzZzwoju3/D16OVyf4chGjBGWFKTCsnVByS1V2cA1q
        Fi5G56sZnHJX7Ms41dTDpkErhh8Bs/HgM1SgBwYFK4EEACOhgYkDgYYABAGd2GpM
        F9V/4fDzkt49DiVv6BOO1fEs3DDFFdtX+PNDxYws7YfHN/UNuxjmM+5gg6b2peu/
        Z5BXJBz6VuEmuPvJgQEx8h6QpkDDRN5YTyHb5ZaYVyciUuXt1BIyaMsrkmzKQIhB
        m8EnQXICOsWpcSaTtHKOBBt0pfyleML1pQm213M8dQ==
        -----END EC PRIVATE KEY-----
        """

    static let p256WithParameters = """
        -----BEGIN EC PARAMETERS-----
        BggqhkjOPQMBBw==
        -----END EC PARAMETERS-----
        -----BEGIN EC PRIVATE KEY-----
        MHcCAQEEIIUMHDN6oUUe2+nVx8VUMV0bIniZSdYlSoYyncZawhtpoAoGCCqGSM49
        AwEHoUQDQgAEUURoJDB8zkkYvP3gidVL9CNvakh4B8BnJYvf1imEXgVb/F+K03gW
        QhRbllNsCTsKvG0s0Y4wkisvtHHGlMJTYQ==
        -----END EC PRIVATE KEY-----
        """

    static let secp256k1SEC1 = """
        -----BEGIN EC PRIVATE KEY-----
        MHQCAQEEIKTayLGGMCdmqy59XKHwXyIt1xsxtDZLzkvLfSI5ES4aoAcGBSuBBAAK
        oUQDQgAEm45HyjLQK+1Zmr0VzZ6fPfEuaQ4tHKeN5qdV509ygSHUDKyzONkHluYS
        ilV2mPHrGYw/E4ApWbisvx0E65lBTA==
        -----END EC PRIVATE KEY-----
        """

    static let ed25519 = """
        -----BEGIN PRIVATE KEY-----
        MC4CAQAwBQYDK2VwBCIEILqm0Vmfnpm0v1C/GnKH535SETPgE7/YcD0QpQlb7VTQ
        -----END PRIVATE KEY-----
        """

    static let rsaPSSKey = """
        -----BEGIN PRIVATE KEY-----
        MIIEugIBADALBgkqhkiG9w0BAQoEggSmMIIEogIBAAKCAQEAwzJu6PY4eMDK9sjY
        uAY4f+mkk4uxgCiBVGsamSF7TKifhpVHEeLL3dTOi2TZmXrEqAvgYinKAhvZabNy
        G0YBg1JZDUnorpN79J3FKwccX/UDR/VRyQTKRqWUYwnP5IvvUNWKaOwo194gMYQO
        KVxB6QoEgTV4AgJZfZcqeJpcCWTaWCph3j/z682w9AkppmciqR5kCIveVYs6zZ6o
        VvJLNs8RSuhOevSA4KOboYwqDQ588nKT1C0rhV065BTpHojM5+cuCO8Jdz2a1eMt
        Gt8tXFKiVAz3jELuayuqAJL3S+djx2ObHoMGBzBV7BQ89QjIrQKbFGuaWHnaRHRr
        gIOOAQIDAQABAoIBAC5mPiQFZ14Y4gYwrwdrfyG0zci+45Ylyrxg60UsRs1tpeIN
        eQPg5/oWvHQ5KFqJ6tZRYGilK1499XvhSoX+KZzoRb/ZakSZTVVT7YrxWUbcDIgd
        4e+JQnXxpSi3q+HVe7E42XpgbMMHi5qJm/4r7oTxOynlpl2/5jrq5I8fjjIzCys7
        t2V/gzYs3fjyFAn37EvNwjaQETx8EW9bJsx0sUhelsBqdVEXl88JKSljte5eTkdO
        rjI0y8GO0xqjTXZUlhisJ0dyvHpEwJZpv6Paw0o5doCOuDSlLqSnmz6WRtgfuSDE
        +3hqQRiWqKG7enbmBDdK9C4tX4gvvXggPt5BRXkCgYEA6feZQboi1S4E2Fn2P+M7
        27xjrqim9prg0S3+BQar1sQ0/mtIY4guLFcvWDVcLZ3kf6t1t6YFCh3xxrFx3UKl
        vcCqjt7LVyEwx91Yw65ErEavUvUkmwFsIWGjkXg8/dYgi0fzG13z/sA7Qx91pVTo
        Ps6bCo+r5tFP4Pv8GOlhio0CgYEA1ZQtIy15Se6hTEJ8VJmisMxW1Dr047Xg8k4z
        dqF4aDAM+pPQ9TwIup/Nq+sqpfihLMAGZB+UtiYY/a0UeyPvrDLCqFMEGwez02uI
        WT6NSjDMICq4qSFPDVu5k7PEhQ0OlFN2k0SX6QTA0CyDDClVfeA5zrs7MweoFeUc
        9sebjkUCgYBRo4fim2SUJl6ib6GxYUT9w5q00zyPSDOySe4dKtrDMeub6ytzL42N
        A08N5HCpqjKVKesFjfSsNw6qWjh1EFBtCdF50Nv7JyWyV9YlUaW8x11eARQo0jI8
        46kDlYUSvajVcOGvZvVAqysCnPOcISh44fbPlJpTDC5nPwYUWzsh8QKBgHAr5pj3
        JSCDSAu5T3tPRXb9mwzT+hIuT/pyv+yqWYa+1dI1GCX0ZdE+ZNLKLBgHQP8zyyeC
        vqP71lxFLuCNuy8BaeLl1t4raXK8o1vb0nEIt+ydA2cwq0gkyI6ed7Q5a1LTkw89
        k1s6t9mdxyX3/4Kg5TuCclEW0FzPfCrQIw7RAoGAMJQCe1eiY43479gs1BFBeBn3
        sY+SgO232Xemo+Fbl0lToTNOoclwuHTWfkGGwXzwHhPVJAU12suSm1urtiziALJI
        w5ctqIwaWiLZPtmofg15FLVfby3GC11upzPWUA2r+7GtNd7d4nEZNs8r4N6I2MVr
        3kDNM8ZSpXVzA9BClsU=
        -----END PRIVATE KEY-----
        """

    static let encryptedPKCS8 = """
        -----BEGIN ENCRYPTED PRIVATE KEY-----
        MIHsMFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAhf76kAQ7pk9gICCAAw
        DAYIKoZIhvcNAgkFADAdBglghkgBZQMEASoEELYvcI5zlF21JxFYYcGUhacEgZCV
        D/j1PhKYy3YscUhnGnfOWg9pCBtU/w+1iCcUrf2jLKM1KuCuaF8nbucz2neH+Ujm
        E0YP6UmJzY0mehbmDHA3G0ujBmxjFfPIa7Jn+B0aZZM+7OHKXl4I+DQpSjmvUQMk
        QxsgvZmi7g0zuBj9UoltbPcl+59kmcYcBjo9+iVf5Fu2u9Shrn22ouzT/m/ZVdg=
        -----END ENCRYPTED PRIVATE KEY-----
        """

    static let encryptedLegacy = """
        -----BEGIN RSA PRIVATE KEY-----
        Proc-Type: 4,ENCRYPTED
        DEK-Info: AES-128-CBC,B110FD4958151783F290101FA3C9B164

        Ac2BPV3EKzq+tsHOXLN9ZWNFvpFBY8s8F2wtgKBdAIRNUShzlzLiRrX8Nj2GhPwL
        vv+7hzdMbuCWsbinrtr/GrIIq2a6bNJa2dJiXL1cSB0xlxLIEl10AVswt+teQpN2
        yYaEONpNtjiMXk7hIh1xpUIVx3R6YDefiIcarCCJKWlqh2upfK2lY+8NH076ZPtn
        oV529GAA9uXHn/jKVkTFBmaY+h7lhpDrlFvlKLqk9VyZu402blKJvHWFjmnZSmFd
        4d5Bi+1v9GTdmfrWzezyuQyMXZxjis6AddLqVgNOTWCSB4CabIdrst03ssr8U01J
        XsFMS3OL69FY70wyJwHTP/iqWow+XKNhk/ocYSJhguIlIgXtL6Uv8gzQ1drLexVn
        t7H1YTf0dG/1kIQq6APkV1eblDcBL7l00vCz1jfMI3MkNVJfkIWXlIT98j1llCVV
        ncfFqUrW6LYKioh713kx+by4fHJMNwOmait3+1VJj7p2K2yOhJNwUZt61aK6frSL
        imIvXjLWJyC0h+liKM9mGqPvD4WG9Obfl4Vk0bJXepMGIM5GjnLAnK4MVH+YeZkJ
        76hSc1oSEVHxJmQ3Q5rp1UtofWkC3lfrdIwwExriuJVikRs82sZGghR+DZ2Vulwh
        EaVvZRnfGqJkPrQwPyyaoPQmmc46/hzWzPUm8UompeBdYktq+8obhLPLh7n275tB
        g1K5ZOkwTKap3d4yZ//3w/MYEOc6rNgYG5JpIGN94rsFNUsfPasBrulYn4SYfSbe
        QayT+Rk64urgXRgloFEHVqQ0oPY//jl+ubEl0LblNqAD6d4BBwUmkl6TqxaXfRel
        -----END RSA PRIVATE KEY-----
        """

    static let explicitCurve = """
        -----BEGIN EC PRIVATE KEY-----
        MIIBaAIBAQQg6SYrA20V8wFUhdxcRkA7lJF01tPWrwnzs5B0Tpm+P2WggfowgfcC
        AQEwLAYHKoZIzj0BAQIhAP////8AAAABAAAAAAAAAAAAAAAA////////////////
        MFsEIP////8AAAABAAAAAAAAAAAAAAAA///////////////8BCBaxjXYqjqT57Pr
        vVV2mIa8ZR0GsMxTsPY7zjw+J9JgSwMVAMSdNgiG5wSTamZ44ROdJreBn36QBEEE
        axfR8uEsQkf4vOblY6RA8ncDfYEt6zOg9KE5RdiYwpZP40Li/hp/m47n60p8D54W
        K84zV2sxXs7LtkBoN79R9QIhAP////8AAAAA//////////+85vqtpxeehPO5ysL8
        YyVRAgEBoUQDQgAEw1XUY7qdv9ueRJCeQexATNKfzY89F1YEXmGqgb82HgcOjaXu
        MbNFa6PNtW/KSWGC6chMDKBoNYczp0EjDJeQyg==
        -----END EC PRIVATE KEY-----
        """
}

extension OpenSSLFixtures {
    /// The private keys of RFC 6979 A.2.5-A.2.7 as `openssl ec` (SEC 1, with the public key) and
    /// `openssl pkcs8 -topk8 -nocrypt` (PKCS#8) wrote them from a hand-made ECPrivateKey.
    static let rfc6979Keys: [NamedCurve: (sec1: String, pkcs8: String)] = [
        .p256: (
            """
            -----BEGIN EC PRIVATE KEY-----
            MHcCAQEEIMmvqdhFunUWa1whV2ex1pNOUMPbNuibEnuKYisSD2choAoGCCqGSM49
            AwEHoUQDQgAEYP7UuiVanTHJYet0xjVtaMBJuJI7Yfps5mliLmDyn7Z5A/4QCLi8
            maQa6elWKLxk8vGyDC1+n1F3o8KU1EYimQ==
            -----END EC PRIVATE KEY-----
            """,
            """
            -----BEGIN PRIVATE KEY-----
            MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgya+p2EW6dRZrXCFX
            Z7HWk05Qw9s26JsSe4piKxIPZyGhRANCAARg/tS6JVqdMclh63TGNW1owEm4kjth
            +mzmaWIuYPKftnkD/hAIuLyZpBrp6VYovGTy8bIMLX6fUXejwpTURiKZ
            -----END PRIVATE KEY-----
            """
        ),
        .p384: (
            """
            -----BEGIN EC PRIVATE KEY-----
            MIGkAgEBBDBrnT2tLhuMHAWxmHW2ZZ9N4jw7Znvyl7qapHdAeHE32JbVck5McKgl
            +HLJ6mDS7fWgBwYFK4EEACKhZANiAATsOk5BW04ZpFaGGAKfQn+l2pqLxK6S4C4G
            quUoazAMZN748OqQVYZgZKJUUVSAvBOAFdm3LX1XJE6o75rAxiGJZwilk2f537n1
            TKhLPxydsSiLIxw64NT+c0T9JTMmRyA=
            -----END EC PRIVATE KEY-----
            """,
            """
            -----BEGIN PRIVATE KEY-----
            MIG2AgEAMBAGByqGSM49AgEGBSuBBAAiBIGeMIGbAgEBBDBrnT2tLhuMHAWxmHW2
            ZZ9N4jw7Znvyl7qapHdAeHE32JbVck5McKgl+HLJ6mDS7fWhZANiAATsOk5BW04Z
            pFaGGAKfQn+l2pqLxK6S4C4GquUoazAMZN748OqQVYZgZKJUUVSAvBOAFdm3LX1X
            JE6o75rAxiGJZwilk2f537n1TKhLPxydsSiLIxw64NT+c0T9JTMmRyA=
            -----END PRIVATE KEY-----
            """
        ),
        .p521: (
            """
            -----BEGIN EC PRIVATE KEY-----
            MIHcAgEBBEIA+tBtqmK6OyXS+0ATPadXIF3mf1uwAY/ujIbhtox+dcqolusy8fR8
            cIVYNqbRb8wUZvbY++xn24nsDAiw6Za4NTigBwYFK4EEACOhgYkDgYYABAGJRVDQ
            eFky4A6qI7aU8hP4wxIfhtyXoE5acWfbTlvNNxEj1G5F22tdU3Cn8g+2MxVdOP+h
            bSvXYdysR0uaL1AjpABJMQHJYs1NL933giheZFhBOcL5G0f4f/gjVNZjD3RqKKDb
            JXQbWzSoKACLIqzCP5JPqvvU0z+B6maVbf6qK/389Q==
            -----END EC PRIVATE KEY-----
            """,
            """
            -----BEGIN PRIVATE KEY-----
            MIHuAgEAMBAGByqGSM49AgEGBSuBBAAjBIHWMIHTAgEBBEIA+tBtqmK6OyXS+0AT
            PadXIF3mf1uwAY/ujIbhtox+dcqolusy8fR8cIVYNqbRb8wUZvbY++xn24nsDAiw
            6Za4NTihgYkDgYYABAGJRVDQeFky4A6qI7aU8hP4wxIfhtyXoE5acWfbTlvNNxEj
            1G5F22tdU3Cn8g+2MxVdOP+hbSvXYdysR0uaL1AjpABJMQHJYs1NL933giheZFhB
            OcL5G0f4f/gjVNZjD3RqKKDbJXQbWzSoKACLIqzCP5JPqvvU0z+B6maVbf6qK/38
            9Q==
            -----END PRIVATE KEY-----
            """
        ),
    ]

    /// The public points (04 ‖ x ‖ y) of the generated EC keys, from `openssl ec -pubout`.
    static let publicPoints: [NamedCurve: String] = [
        .p256:
            "04997545eb4c0f345fcbabcf4d50129923bdfa9137aae76e06217042180d4617e8c9516fc04610ba21a92506dee3371e725b26c150df1b3be8ebb74a2ebc733fd0",
        .p384:
            "04ebb1c0f3da23f6eef21ee79bec37f39e3003581f24f68b35b3fecb2947550e7e4f8293a5a6c1f5aaffa06c58b1bf8c38e0d2e61134b91b88298584146f0cb1aa9e33399c7e424f4ae629474ebb6334c144ff19864fb3066868010f77875f01be",
        .p521:
            "04019dd86a4c17d57fe1f0f392de3d0e256fe8138ed5f12cdc30c515db57f8f343c58c2ced87c737f50dbb18e633ee6083a6f6a5ebbf679057241cfa56e126b8fbc9810131f21e90a640c344de584f21dbe5969857272252e5edd4123268cb2b926cca4088419bc1274172023ac5a9712693b4728e041b74a5fca578c2f5a509b6d7733c75",
    ]
}
