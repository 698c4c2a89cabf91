%v1 = arith.constant 0x0 : f8E8M0FNU
%v2 = arith.constant 0x80 : f8E8M0FNU
%v3 = arith.cmpf uno, %v1, %v2 : f8E8M0FNU
"foo.use"(%v3) : (i1) -> ()
// -----
%v4 = arith.constant 0x80 : f8E5M2FNUZ
%v5 = arith.constant 0x7C : f8E5M2FNUZ
%v6 = arith.minnumf %v4, %v5 : f8E5M2FNUZ
"foo.use"(%v6) : (f8E5M2FNUZ) -> ()
// -----
%v7 = arith.constant 0x80 : f8E3M4
%v8 = arith.constant 0xF0 : f8E3M4
%v9 = arith.divf %v7, %v8 : f8E3M4
"foo.use"(%v9) : (f8E3M4) -> ()
// -----
%v10 = arith.constant 0xB0 : f8E3M4
%v11 = arith.constant 0xEA : f8E3M4
%v12 = arith.cmpf ord, %v10, %v11 : f8E3M4
"foo.use"(%v12) : (i1) -> ()
// -----
%v13 = arith.constant 0x6 : f4E2M1FN
%v14 = arith.constant 0x5 : f4E2M1FN
%v15 = arith.maxnumf %v13, %v14 : f4E2M1FN
"foo.use"(%v15) : (f4E2M1FN) -> ()
// -----
%v16 = arith.constant 0xFF80 : bf16
%v17 = arith.constant 0x8000 : bf16
%v18 = arith.minnumf %v16, %v17 : bf16
"foo.use"(%v18) : (bf16) -> ()
// -----
%v19 = arith.constant 0x1529755DB9F09825A406BF0C07CE7ADE : f128
%v20 = arith.constant 0x5B39703742F5D75EA9E16E27C98CD9DF : f128
%v21 = arith.maxnumf %v19, %v20 : f128
"foo.use"(%v21) : (f128) -> ()
// -----
%v22 = arith.constant 0x7B : f8E4M3B11FNUZ
%v23 = arith.constant 0x87 : f8E4M3B11FNUZ
%v24 = arith.subf %v22, %v23 : f8E4M3B11FNUZ
"foo.use"(%v24) : (f8E4M3B11FNUZ) -> ()
// -----
%v25 = arith.constant 0x0 : f6E3M2FN
%v26 = arith.constant 0x1D : f6E3M2FN
%v27 = arith.minimumf %v25, %v26 : f6E3M2FN
"foo.use"(%v27) : (f6E3M2FN) -> ()
// -----
%v28 = arith.constant 0x7FF4616EB22635CC : f64
%v29 = arith.constant 0x0 : f64
%v30 = arith.minnumf %v28, %v29 : f64
"foo.use"(%v30) : (f64) -> ()
// -----
%v31 = arith.constant 0x40C0 : bf16
%v32 = arith.constant 0xC120 : bf16
%v33 = arith.minnumf %v31, %v32 : bf16
"foo.use"(%v33) : (bf16) -> ()
// -----
%v34 = arith.constant 0x38 : f6E2M3FN
%v35 = arith.constant 0x39 : f6E2M3FN
%v36 = arith.mulf %v34, %v35 : f6E2M3FN
"foo.use"(%v36) : (f6E2M3FN) -> ()
// -----
%v37 = arith.constant 0x8000 : f16
%v38 = arith.constant 0x7C00 : f16
%v39 = arith.minnumf %v37, %v38 : f16
"foo.use"(%v39) : (f16) -> ()
// -----
%v40 = arith.constant 0xD4FA : f16
%v41 = arith.constant 0x7CEC : f16
%v42 = arith.maximumf %v40, %v41 : f16
"foo.use"(%v42) : (f16) -> ()
// -----
%v43 = arith.constant 0x8000BD23E4F20D3471E07116F2597378 : f128
%v44 = arith.constant 0x7FFF0000000000000000000000000000 : f128
%v45 = arith.cmpf oeq, %v43, %v44 : f128
"foo.use"(%v45) : (i1) -> ()
// -----
%v46 = arith.constant 0x80 : f8E8M0FNU
%v47 = arith.constant 0x0 : f8E8M0FNU
%v48 = arith.cmpf false, %v46, %v47 : f8E8M0FNU
"foo.use"(%v48) : (i1) -> ()
// -----
%v49 = arith.constant 0x78 : f8E4M3FNUZ
%v50 = arith.constant 0xBC : f8E4M3FNUZ
%v51 = arith.minimumf %v49, %v50 : f8E4M3FNUZ
"foo.use"(%v51) : (f8E4M3FNUZ) -> ()
// -----
%v52 = arith.constant 0x8E92E1B8 : f32
%v53 = arith.constant 0x51AC11 : f32
%v54 = arith.minimumf %v52, %v53 : f32
"foo.use"(%v54) : (f32) -> ()
// -----
%v55 = arith.constant 0x9B5 : f16
%v56 = arith.constant 0x6A5C : f16
%v57 = arith.mulf %v55, %v56 : f16
"foo.use"(%v57) : (f16) -> ()
// -----
%v58 = arith.constant 0x13 : f6E3M2FN
%v59 = arith.constant 0x3F : f6E3M2FN
%v60 = arith.subf %v58, %v59 : f6E3M2FN
"foo.use"(%v60) : (f6E3M2FN) -> ()
// -----
%v61 = arith.constant 0xADDAE981B35BC34399583CD088C4EE07 : f128
%v62 = arith.constant 0x52D75B1304746829707E125D09A4 : f128
%v63 = arith.negf %v61 : f128
"foo.use"(%v63) : (f128) -> ()
// -----
%v64 = arith.constant 0x4F : f8E3M4
%v65 = arith.constant 0xD : f8E3M4
%v66 = arith.mulf %v64, %v65 : f8E3M4
"foo.use"(%v66) : (f8E3M4) -> ()
// -----
%v67 = arith.constant 0x6 : f4E2M1FN
%v68 = arith.constant 0x9 : f4E2M1FN
%v69 = arith.maximumf %v67, %v68 : f4E2M1FN
"foo.use"(%v69) : (f4E2M1FN) -> ()
// -----
%v70 = arith.constant 0x72 : f8E3M4
%v71 = arith.constant 0xF6 : f8E3M4
%v72 = arith.maxnumf %v70, %v71 : f8E3M4
"foo.use"(%v72) : (f8E3M4) -> ()
// -----
%v73 = arith.constant 0x38 : f8E4M3FNUZ
%v74 = arith.constant 0x4A : f8E4M3FNUZ
%v75 = arith.divf %v73, %v74 : f8E4M3FNUZ
"foo.use"(%v75) : (f8E4M3FNUZ) -> ()
// -----
%v76 = arith.constant 0x33 : f6E3M2FN
%v77 = arith.constant 0x2D : f6E3M2FN
%v78 = arith.negf %v76 : f6E3M2FN
"foo.use"(%v78) : (f6E3M2FN) -> ()
// -----
%v79 = arith.constant 0x3 : f6E3M2FN
%v80 = arith.constant 0x24 : f6E3M2FN
%v81 = arith.minnumf %v79, %v80 : f6E3M2FN
"foo.use"(%v81) : (f6E3M2FN) -> ()
// -----
%v82 = arith.constant 0x3 : f6E2M3FN
%v83 = arith.constant 0x8 : f6E2M3FN
%v84 = arith.addf %v82, %v83 : f6E2M3FN
"foo.use"(%v84) : (f6E2M3FN) -> ()
// -----
%v85 = arith.constant 0x46 : f8E5M2
%v86 = arith.constant 0xC7 : f8E5M2
%v87 = arith.remf %v85, %v86 : f8E5M2
"foo.use"(%v87) : (f8E5M2) -> ()
// -----
%v88 = arith.constant 0x7F : f8E5M2
%v89 = arith.constant 0x60 : f8E5M2
%v90 = arith.mulf %v88, %v89 : f8E5M2
"foo.use"(%v90) : (f8E5M2) -> ()
// -----
%v91 = arith.constant 0x56 : f8E4M3FNUZ
%v92 = arith.constant 0xCE : f8E4M3FNUZ
%v93 = arith.maximumf %v91, %v92 : f8E4M3FNUZ
"foo.use"(%v93) : (f8E4M3FNUZ) -> ()
// -----
%v94 = arith.constant 0x78 : f8E4M3
%v95 = arith.constant 0x4C : f8E4M3
%v96 = arith.remf %v94, %v95 : f8E4M3
"foo.use"(%v96) : (f8E4M3) -> ()
// -----
%v97 = arith.constant 0x3 : f8E4M3
%v98 = arith.constant 0x29 : f8E4M3
%v99 = arith.addf %v97, %v98 : f8E4M3
"foo.use"(%v99) : (f8E4M3) -> ()
// -----
%v100 = arith.constant 0x4F : f8E4M3B11FNUZ
%v101 = arith.constant 0x3C : f8E4M3B11FNUZ
%v102 = arith.divf %v100, %v101 : f8E4M3B11FNUZ
"foo.use"(%v102) : (f8E4M3B11FNUZ) -> ()
// -----
%v103 = arith.constant 0x0 : f8E4M3
%v104 = arith.constant 0x64 : f8E4M3
%v105 = arith.maxnumf %v103, %v104 : f8E4M3
"foo.use"(%v105) : (f8E4M3) -> ()
// -----
%v106 = arith.constant 0x84 : f8E4M3B11FNUZ
%v107 = arith.constant 0x84 : f8E4M3B11FNUZ
%v108 = arith.maxnumf %v106, %v107 : f8E4M3B11FNUZ
"foo.use"(%v108) : (f8E4M3B11FNUZ) -> ()
// -----
%v109 = arith.constant 0xC1 : f8E4M3FNUZ
%v110 = arith.constant 0x1A : f8E4M3FNUZ
%v111 = arith.addf %v109, %v110 : f8E4M3FNUZ
"foo.use"(%v111) : (f8E4M3FNUZ) -> ()
// -----
%v112 = arith.constant 0xE : f4E2M1FN
%v113 = arith.constant 0x5 : f4E2M1FN
%v114 = arith.minnumf %v112, %v113 : f4E2M1FN
"foo.use"(%v114) : (f4E2M1FN) -> ()
// -----
%v115 = arith.constant 0x0 : f64
%v116 = arith.constant 0x7EEBC023FE0CCB0 : f64
%v117 = arith.minimumf %v115, %v116 : f64
"foo.use"(%v117) : (f64) -> ()
// -----
%v118 = arith.constant 0xFF37 : f16
%v119 = arith.constant 0x4A00 : f16
%v120 = arith.negf %v118 : f16
"foo.use"(%v120) : (f16) -> ()
// -----
%v121 = arith.constant 0x8A : f8E3M4
%v122 = arith.constant 0xD : f8E3M4
%v123 = arith.divf %v121, %v122 : f8E3M4
"foo.use"(%v123) : (f8E3M4) -> ()
// -----
%v124 = arith.constant 0x22 : f8E4M3B11FNUZ
%v125 = arith.constant 0x32 : f8E4M3B11FNUZ
%v126 = arith.subf %v124, %v125 : f8E4M3B11FNUZ
"foo.use"(%v126) : (f8E4M3B11FNUZ) -> ()
// -----
%v127 = arith.constant 0x56F646E85156891CC1DE505067C3A491 : f128
%v128 = arith.constant 0xCFB05184FD543AB2E1BCB69DDCC3415D : f128
%v129 = arith.minimumf %v127, %v128 : f128
"foo.use"(%v129) : (f128) -> ()
// -----
%v130 = arith.constant 0x5C : f8E4M3
%v131 = arith.constant 0x0 : f8E4M3
%v132 = arith.negf %v130 : f8E4M3
"foo.use"(%v132) : (f8E4M3) -> ()
// -----
%v133 = arith.constant 0xBE : f8E5M2
%v134 = arith.constant 0x7E : f8E5M2
%v135 = arith.minnumf %v133, %v134 : f8E5M2
"foo.use"(%v135) : (f8E5M2) -> ()
// -----
%v136 = arith.constant 0x46B793C221309EFD600F9889EF93 : f128
%v137 = arith.constant 0xFF60E8234F065AD717345FD47535 : f128
%v138 = arith.mulf %v136, %v137 : f128
"foo.use"(%v138) : (f128) -> ()
// -----
%v139 = arith.constant 0x3478412F : f32
%v140 = arith.constant 0x5DFC9D30 : f32
%v141 = arith.mulf %v139, %v140 : f32
"foo.use"(%v141) : (f32) -> ()
// -----
%v142 = arith.constant 0x83 : f8E5M2
%v143 = arith.constant 0x84 : f8E5M2
%v144 = arith.remf %v142, %v143 : f8E5M2
"foo.use"(%v144) : (f8E5M2) -> ()
// -----
%v145 = arith.constant 0xC0A00000 : f32
%v146 = arith.constant 0x17360C65 : f32
%v147 = arith.cmpf ugt, %v145, %v146 : f32
"foo.use"(%v147) : (i1) -> ()
// -----
%v148 = arith.constant 0x7FEC1 : tf32
%v149 = arith.constant 0x3FD19 : tf32
%v150 = arith.divf %v148, %v149 : tf32
"foo.use"(%v150) : (tf32) -> ()
// -----
%v151 = arith.constant 0xF8 : f8E4M3
%v152 = arith.constant 0x21 : f8E4M3
%v153 = arith.negf %v151 : f8E4M3
"foo.use"(%v153) : (f8E4M3) -> ()
// -----
%v154 = arith.constant 0x4039D : tf32
%v155 = arith.constant 0x4B8CF : tf32
%v156 = arith.minimumf %v154, %v155 : tf32
"foo.use"(%v156) : (tf32) -> ()
// -----
%v157 = arith.constant 0x56F14F0AB6DE8BCFD96429C99DBE784E : f128
%v158 = arith.constant 0xE3ED13064F90064FEC2322FED7DC : f128
%v159 = arith.minnumf %v157, %v158 : f128
"foo.use"(%v159) : (f128) -> ()
// -----
%v160 = arith.constant 0xE7 : f8E4M3B11FNUZ
%v161 = arith.constant 0xD4 : f8E4M3B11FNUZ
%v162 = arith.minimumf %v160, %v161 : f8E4M3B11FNUZ
"foo.use"(%v162) : (f8E4M3B11FNUZ) -> ()
// -----
%v163 = arith.constant 0x0 : f4E2M1FN
%v164 = arith.constant 0xF : f4E2M1FN
%v165 = arith.minimumf %v163, %v164 : f4E2M1FN
"foo.use"(%v165) : (f4E2M1FN) -> ()
// -----
%v166 = arith.constant 0x99EB84EB625BC : f64
%v167 = arith.constant 0x0 : f64
%v168 = arith.minnumf %v166, %v167 : f64
"foo.use"(%v168) : (f64) -> ()
// -----
%v169 = arith.constant 0x41 : f8E5M2FNUZ
%v170 = arith.constant 0xD2 : f8E5M2FNUZ
%v171 = arith.minimumf %v169, %v170 : f8E5M2FNUZ
"foo.use"(%v171) : (f8E5M2FNUZ) -> ()
// -----
%v172 = arith.constant 0xD8 : f8E4M3
%v173 = arith.constant 0x3D : f8E4M3
%v174 = arith.mulf %v172, %v173 : f8E4M3
"foo.use"(%v174) : (f8E4M3) -> ()
// -----
%v175 = arith.constant 0x60000 : tf32
%v176 = arith.constant 0x20B00 : tf32
%v177 = arith.subf %v175, %v176 : tf32
"foo.use"(%v177) : (tf32) -> ()
// -----
%v178 = arith.constant 0x20 : f6E3M2FN
%v179 = arith.constant 0x23 : f6E3M2FN
%v180 = arith.subf %v178, %v179 : f6E3M2FN
"foo.use"(%v180) : (f6E3M2FN) -> ()
// -----
%v181 = arith.constant 0x8091 : f16
%v182 = arith.constant 0x8000 : f16
%v183 = arith.minnumf %v181, %v182 : f16
"foo.use"(%v183) : (f16) -> ()
// -----
%v184 = arith.constant 0x7B : f8E4M3FNUZ
%v185 = arith.constant 0x64 : f8E4M3FNUZ
%v186 = arith.remf %v184, %v185 : f8E4M3FNUZ
"foo.use"(%v186) : (f8E4M3FNUZ) -> ()
// -----
%v187 = arith.constant 0xB141 : bf16
%v188 = arith.constant 0x7FD4 : bf16
%v189 = arith.remf %v187, %v188 : bf16
"foo.use"(%v189) : (bf16) -> ()
// -----
%v190 = arith.constant 0x1064 : bf16
%v191 = arith.constant 0xC95D : bf16
%v192 = arith.subf %v190, %v191 : bf16
"foo.use"(%v192) : (bf16) -> ()
// -----
%v193 = arith.constant 0x5A : f8E4M3FN
%v194 = arith.constant 0xD5 : f8E4M3FN
%v195 = arith.minnumf %v193, %v194 : f8E4M3FN
"foo.use"(%v195) : (f8E4M3FN) -> ()
// -----
%v196 = arith.constant 0x45 : f8E5M2
%v197 = arith.constant 0x2 : f8E5M2
%v198 = arith.remf %v196, %v197 : f8E5M2
"foo.use"(%v198) : (f8E5M2) -> ()
// -----
%v199 = arith.constant 0x6 : f4E2M1FN
%v200 = arith.constant 0x5 : f4E2M1FN
%v201 = arith.divf %v199, %v200 : f4E2M1FN
"foo.use"(%v201) : (f4E2M1FN) -> ()
// -----
%v202 = arith.constant 0x3FFF8000000000000000000000000000 : f128
%v203 = arith.constant 0xBFFF8000000000000000000000000000 : f128
%v204 = arith.maximumf %v202, %v203 : f128
"foo.use"(%v204) : (f128) -> ()
// -----
%v205 = arith.constant 0xEB : f8E3M4
%v206 = arith.constant 0x89 : f8E3M4
%v207 = arith.mulf %v205, %v206 : f8E3M4
"foo.use"(%v207) : (f8E3M4) -> ()
// -----
%v208 = arith.constant 0x80 : f8E4M3
%v209 = arith.constant 0x0 : f8E4M3
%v210 = arith.subf %v208, %v209 : f8E4M3
"foo.use"(%v210) : (f8E4M3) -> ()
// -----
%v211 = arith.constant 0xCC : f8E4M3FNUZ
%v212 = arith.constant 0x83 : f8E4M3FNUZ
%v213 = arith.addf %v211, %v212 : f8E4M3FNUZ
"foo.use"(%v213) : (f8E4M3FNUZ) -> ()
// -----
%v214 = arith.constant 0xAB34F137180CC025D37DB35E114481A3 : f128
%v215 = arith.constant 0xC0004000000000000000000000000000 : f128
%v216 = arith.divf %v214, %v215 : f128
"foo.use"(%v216) : (f128) -> ()
// -----
%v217 = arith.constant 0x2B08E : tf32
%v218 = arith.constant 0x75B83 : tf32
%v219 = arith.minnumf %v217, %v218 : tf32
"foo.use"(%v219) : (tf32) -> ()
// -----
%v220 = arith.constant 0x40 : f8E4M3FN
%v221 = arith.constant 0x7A : f8E4M3FN
%v222 = arith.minnumf %v220, %v221 : f8E4M3FN
"foo.use"(%v222) : (f8E4M3FN) -> ()
// -----
%v223 = arith.constant 0xC1000000 : f32
%v224 = arith.constant 0x40200000 : f32
%v225 = arith.maximumf %v223, %v224 : f32
"foo.use"(%v225) : (f32) -> ()
// -----
%v226 = arith.constant 0x45 : f8E5M2
%v227 = arith.constant 0x0 : f8E5M2
%v228 = arith.subf %v226, %v227 : f8E5M2
"foo.use"(%v228) : (f8E5M2) -> ()
// -----
%v229 = arith.constant 0xF0 : f8E5M2
%v230 = arith.constant 0xC1 : f8E5M2
%v231 = arith.mulf %v229, %v230 : f8E5M2
"foo.use"(%v231) : (f8E5M2) -> ()
// -----
%v232 = arith.constant 0x40 : f8E5M2FNUZ
%v233 = arith.constant 0x0 : f8E5M2FNUZ
%v234 = arith.minnumf %v232, %v233 : f8E5M2FNUZ
"foo.use"(%v234) : (f8E5M2FNUZ) -> ()
// -----
%v235 = arith.constant 0xD4DF : f16
%v236 = arith.constant 0xC300 : f16
%v237 = arith.minimumf %v235, %v236 : f16
"foo.use"(%v237) : (f16) -> ()
// -----
%v238 = arith.constant 0x1F49 : bf16
%v239 = arith.constant 0x6732 : bf16
%v240 = arith.cmpf ugt, %v238, %v239 : bf16
"foo.use"(%v240) : (i1) -> ()
// -----
%v241 = arith.constant 0xD7089D14 : f32
%v242 = arith.constant 0x1672D70C : f32
%v243 = arith.maxnumf %v241, %v242 : f32
"foo.use"(%v243) : (f32) -> ()
// -----
%v244 = arith.constant 0x67 : f8E4M3B11FNUZ
%v245 = arith.constant 0x0 : f8E4M3B11FNUZ
%v246 = arith.subf %v244, %v245 : f8E4M3B11FNUZ
"foo.use"(%v246) : (f8E4M3B11FNUZ) -> ()
// -----
%v247 = arith.constant 0x8000000000000000 : f64
%v248 = arith.constant 0xB89F77364DFBB396 : f64
%v249 = arith.subf %v247, %v248 : f64
"foo.use"(%v249) : (f64) -> ()
// -----
%v250 = arith.constant 0x18 : f8E4M3FN
%v251 = arith.constant 0xD2 : f8E4M3FN
%v252 = arith.maxnumf %v250, %v251 : f8E4M3FN
"foo.use"(%v252) : (f8E4M3FN) -> ()
// -----
%v253 = arith.constant 0x53 : f8E4M3FNUZ
%v254 = arith.constant 0xFB : f8E4M3FNUZ
%v255 = arith.maximumf %v253, %v254 : f8E4M3FNUZ
"foo.use"(%v255) : (f8E4M3FNUZ) -> ()
// -----
%v256 = arith.constant 0x287D01DCF6746672F05D15C7B9E9 : f128
%v257 = arith.constant 0xFFFFDCF589841E23ADED1E677FB6FFA2 : f128
%v258 = arith.maxnumf %v256, %v257 : f128
"foo.use"(%v258) : (f128) -> ()
// -----
%v259 = arith.constant 0x2830B756 : f32
%v260 = arith.constant 0xB0063F43 : f32
%v261 = arith.subf %v259, %v260 : f32
"foo.use"(%v261) : (f32) -> ()
// -----
%v262 = arith.constant 0x80 : f8E4M3B11FNUZ
%v263 = arith.constant 0x78 : f8E4M3B11FNUZ
%v264 = arith.divf %v262, %v263 : f8E4M3B11FNUZ
"foo.use"(%v264) : (f8E4M3B11FNUZ) -> ()
// -----
%v265 = arith.constant 0x10 : f8E3M4
%v266 = arith.constant 0x5C : f8E3M4
%v267 = arith.mulf %v265, %v266 : f8E3M4
"foo.use"(%v267) : (f8E3M4) -> ()
// -----
%v268 = arith.constant 0x15B : tf32
%v269 = arith.constant 0x159 : tf32
%v270 = arith.remf %v268, %v269 : tf32
"foo.use"(%v270) : (tf32) -> ()
// -----
%v271 = arith.constant 0x0 : f8E4M3FNUZ
%v272 = arith.constant 0xFE : f8E4M3FNUZ
%v273 = arith.divf %v271, %v272 : f8E4M3FNUZ
"foo.use"(%v273) : (f8E4M3FNUZ) -> ()
// -----
%v274 = arith.constant 0x7FF0 : f16
%v275 = arith.constant 0xB914 : f16
%v276 = arith.divf %v274, %v275 : f16
"foo.use"(%v276) : (f16) -> ()
// -----
%v277 = arith.constant 0xD : f6E2M3FN
%v278 = arith.constant 0x18 : f6E2M3FN
%v279 = arith.minnumf %v277, %v278 : f6E2M3FN
"foo.use"(%v279) : (f6E2M3FN) -> ()
// -----
%v280 = arith.constant 0x5A2948AF : f32
%v281 = arith.constant 0x2315907F : f32
%v282 = arith.subf %v280, %v281 : f32
"foo.use"(%v282) : (f32) -> ()
// -----
%v283 = arith.constant 0x40008000000000000000000000000000 : f128
%v284 = arith.constant 0x3FFF0000000000000000000000000000 : f128
%v285 = arith.maximumf %v283, %v284 : f128
"foo.use"(%v285) : (f128) -> ()
// -----
%v286 = arith.constant 0x5103 : bf16
%v287 = arith.constant 0x4FAE : bf16
%v288 = arith.minnumf %v286, %v287 : bf16
"foo.use"(%v288) : (bf16) -> ()
// -----
%v289 = arith.constant 0x6 : f4E2M1FN
%v290 = arith.constant 0x8 : f4E2M1FN
%v291 = arith.cmpf oge, %v289, %v290 : f4E2M1FN
"foo.use"(%v291) : (i1) -> ()
// -----
%v292 = arith.constant 0x9 : f4E2M1FN
%v293 = arith.constant 0x5 : f4E2M1FN
%v294 = arith.negf %v292 : f4E2M1FN
"foo.use"(%v294) : (f4E2M1FN) -> ()
// -----
%v295 = arith.constant 0x0 : f8E4M3
%v296 = arith.constant 0x2B : f8E4M3
%v297 = arith.negf %v295 : f8E4M3
"foo.use"(%v297) : (f8E4M3) -> ()
// -----
%v298 = arith.constant 0xBFFF4000000000000000000000000000 : f128
%v299 = arith.constant 0x7FFF0000000000000000000000000000 : f128
%v300 = arith.remf %v298, %v299 : f128
"foo.use"(%v300) : (f128) -> ()
// -----
%v301 = arith.constant 0xFC73BA5739389AA4DF34C0F16D70305D : f128
%v302 = arith.constant 0x2DA131F629EB5AF86FD5FE80A9B9F15B : f128
%v303 = arith.minnumf %v301, %v302 : f128
"foo.use"(%v303) : (f128) -> ()
// -----
%v304 = arith.constant 0x70 : f8E3M4
%v305 = arith.constant 0xF1 : f8E3M4
%v306 = arith.cmpf oge, %v304, %v305 : f8E3M4
"foo.use"(%v306) : (i1) -> ()
// -----
%v307 = arith.constant 0x56 : f8E4M3FNUZ
%v308 = arith.constant 0x6F : f8E4M3FNUZ
%v309 = arith.minimumf %v307, %v308 : f8E4M3FNUZ
"foo.use"(%v309) : (f8E4M3FNUZ) -> ()
// -----
%v310 = arith.constant 0x85DE : f16
%v311 = arith.constant 0x8006 : f16
%v312 = arith.subf %v310, %v311 : f16
"foo.use"(%v312) : (f16) -> ()
// -----
%v313 = arith.constant 0xBC : f8E5M2
%v314 = arith.constant 0x6E : f8E5M2
%v315 = arith.divf %v313, %v314 : f8E5M2
"foo.use"(%v315) : (f8E5M2) -> ()
// -----
%v316 = arith.constant 0xC800 : f16
%v317 = arith.constant 0x7C00 : f16
%v318 = arith.negf %v316 : f16
"foo.use"(%v318) : (f16) -> ()
// -----
%v319 = arith.constant 0x3F : f6E3M2FN
%v320 = arith.constant 0x23 : f6E3M2FN
%v321 = arith.subf %v319, %v320 : f6E3M2FN
"foo.use"(%v321) : (f6E3M2FN) -> ()
// -----
%v322 = arith.constant 0x1 : f6E3M2FN
%v323 = arith.constant 0x1F : f6E3M2FN
%v324 = arith.divf %v322, %v323 : f6E3M2FN
"foo.use"(%v324) : (f6E3M2FN) -> ()
// -----
%v325 = arith.constant 0xF : f8E4M3
%v326 = arith.constant 0x80 : f8E4M3
%v327 = arith.mulf %v325, %v326 : f8E4M3
"foo.use"(%v327) : (f8E4M3) -> ()
// -----
%v328 = arith.constant 0x1C : f6E3M2FN
%v329 = arith.constant 0x1F : f6E3M2FN
%v330 = arith.maximumf %v328, %v329 : f6E3M2FN
"foo.use"(%v330) : (f6E3M2FN) -> ()
// -----
%v331 = arith.constant 0x4 : f4E2M1FN
%v332 = arith.constant 0x1 : f4E2M1FN
%v333 = arith.addf %v331, %v332 : f4E2M1FN
"foo.use"(%v333) : (f4E2M1FN) -> ()
// -----
%v334 = arith.constant 0x0 : f8E3M4
%v335 = arith.constant 0x9D : f8E3M4
%v336 = arith.remf %v334, %v335 : f8E3M4
"foo.use"(%v336) : (f8E3M4) -> ()
// -----
%v337 = arith.constant 0x0 : f8E5M2
%v338 = arith.constant 0xEE : f8E5M2
%v339 = arith.subf %v337, %v338 : f8E5M2
"foo.use"(%v339) : (f8E5M2) -> ()
// -----
%v340 = arith.constant 0x78 : f8E4M3B11FNUZ
%v341 = arith.constant 0xE3 : f8E4M3B11FNUZ
%v342 = arith.divf %v340, %v341 : f8E4M3B11FNUZ
"foo.use"(%v342) : (f8E4M3B11FNUZ) -> ()
// -----
%v343 = arith.constant 0x8000 : bf16
%v344 = arith.constant 0x0 : bf16
%v345 = arith.maximumf %v343, %v344 : bf16
"foo.use"(%v345) : (bf16) -> ()
// -----
%v346 = arith.constant 0x7FFF0000000000000000000000000000 : f128
%v347 = arith.constant 0x8000FA340918D5FDCCE5BEB8981ADCDC : f128
%v348 = arith.mulf %v346, %v347 : f128
"foo.use"(%v348) : (f128) -> ()
// -----
%v349 = arith.constant 0x24 : f6E3M2FN
%v350 = arith.constant 0x34 : f6E3M2FN
%v351 = arith.divf %v349, %v350 : f6E3M2FN
"foo.use"(%v351) : (f6E3M2FN) -> ()
// -----
%v352 = arith.constant 0xA0B3869E4CF9F582D302C9A06540DA6C : f128
%v353 = arith.constant 0xB103FB9C109DA2E32423E74EFA41E884 : f128
%v354 = arith.mulf %v352, %v353 : f128
"foo.use"(%v354) : (f128) -> ()
// -----
%v355 = arith.constant 0x6B : f8E4M3
%v356 = arith.constant 0xF8 : f8E4M3
%v357 = arith.mulf %v355, %v356 : f8E4M3
"foo.use"(%v357) : (f8E4M3) -> ()
// -----
%v358 = arith.constant 0xC004000000000000 : f64
%v359 = arith.constant 0xE563333DA5695 : f64
%v360 = arith.remf %v358, %v359 : f64
"foo.use"(%v360) : (f64) -> ()
// -----
%v361 = arith.constant 0x3F : f8E4M3FN
%v362 = arith.constant 0x7F : f8E4M3FN
%v363 = arith.minnumf %v361, %v362 : f8E4M3FN
"foo.use"(%v363) : (f8E4M3FN) -> ()
// -----
%v364 = arith.constant 0xFFFF86CAD2A3016ADD60ED11E1D7BD8F : f128
%v365 = arith.constant 0xFFFF0000000000000000000000000000 : f128
%v366 = arith.mulf %v364, %v365 : f128
"foo.use"(%v366) : (f128) -> ()
// -----
%v367 = arith.constant 0x80 : f8E3M4
%v368 = arith.constant 0xCF : f8E3M4
%v369 = arith.addf %v367, %v368 : f8E3M4
"foo.use"(%v369) : (f8E3M4) -> ()
// -----
%v370 = arith.constant 0xC008000000000000 : f64
%v371 = arith.constant 0xBFF8000000000000 : f64
%v372 = arith.maxnumf %v370, %v371 : f64
"foo.use"(%v372) : (f64) -> ()
// -----
%v373 = arith.constant 0xCB : f8E5M2
%v374 = arith.constant 0x46 : f8E5M2
%v375 = arith.minnumf %v373, %v374 : f8E5M2
"foo.use"(%v375) : (f8E5M2) -> ()
// -----
%v376 = arith.constant 0x59 : f8E4M3B11FNUZ
%v377 = arith.constant 0x3 : f8E4M3B11FNUZ
%v378 = arith.cmpf uno, %v376, %v377 : f8E4M3B11FNUZ
"foo.use"(%v378) : (i1) -> ()
// -----
%v379 = arith.constant 0x80 : f8E4M3FNUZ
%v380 = arith.constant 0x54 : f8E4M3FNUZ
%v381 = arith.maxnumf %v379, %v380 : f8E4M3FNUZ
"foo.use"(%v381) : (f8E4M3FNUZ) -> ()
// -----
%v382 = arith.constant 0x44 : f8E3M4
%v383 = arith.constant 0x97 : f8E3M4
%v384 = arith.subf %v382, %v383 : f8E3M4
"foo.use"(%v384) : (f8E3M4) -> ()
// -----
%v385 = arith.constant 0x0 : f4E2M1FN
%v386 = arith.constant 0xE : f4E2M1FN
%v387 = arith.addf %v385, %v386 : f4E2M1FN
"foo.use"(%v387) : (f4E2M1FN) -> ()
// -----
%v388 = arith.constant 0x7A871D7B60AAE2C6B12BFD53D6E1F056 : f128
%v389 = arith.constant 0x7FFF384EB3818C9A9CA100E25ACE274D : f128
%v390 = arith.remf %v388, %v389 : f128
"foo.use"(%v390) : (f128) -> ()
// -----
%v391 = arith.constant 0x0 : f8E3M4
%v392 = arith.constant 0x7A : f8E3M4
%v393 = arith.minnumf %v391, %v392 : f8E3M4
"foo.use"(%v393) : (f8E3M4) -> ()
// -----
%v394 = arith.constant 0xFF : f8E8M0FNU
%v395 = arith.constant 0x7F : f8E8M0FNU
%v396 = arith.mulf %v394, %v395 : f8E8M0FNU
"foo.use"(%v396) : (f8E8M0FNU) -> ()
// -----
%v397 = arith.constant 0x9 : f4E2M1FN
%v398 = arith.constant 0xF : f4E2M1FN
%v399 = arith.remf %v397, %v398 : f4E2M1FN
"foo.use"(%v399) : (f4E2M1FN) -> ()
// -----
%v400 = arith.constant 0x80 : f8E3M4
%v401 = arith.constant 0x2 : f8E3M4
%v402 = arith.cmpf ueq, %v400, %v401 : f8E3M4
"foo.use"(%v402) : (i1) -> ()
// -----
%v403 = arith.constant 0x0 : f8E8M0FNU
%v404 = arith.constant 0x80 : f8E8M0FNU
%v405 = arith.cmpf false, %v403, %v404 : f8E8M0FNU
"foo.use"(%v405) : (i1) -> ()
// -----
%v406 = arith.constant 0x20B : f16
%v407 = arith.constant 0x8000 : f16
%v408 = arith.minimumf %v406, %v407 : f16
"foo.use"(%v408) : (f16) -> ()
// -----
%v409 = arith.constant 0xF4 : f8E3M4
%v410 = arith.constant 0x87 : f8E3M4
%v411 = arith.addf %v409, %v410 : f8E3M4
"foo.use"(%v411) : (f8E3M4) -> ()
// -----
%v412 = arith.constant 0xCA00 : f16
%v413 = arith.constant 0x8020 : f16
%v414 = arith.negf %v412 : f16
"foo.use"(%v414) : (f16) -> ()
// -----
%v415 = arith.constant 0x14 : f6E2M3FN
%v416 = arith.constant 0x30 : f6E2M3FN
%v417 = arith.minimumf %v415, %v416 : f6E2M3FN
"foo.use"(%v417) : (f6E2M3FN) -> ()
// -----
%v418 = arith.constant 0x7A : f8E4M3
%v419 = arith.constant 0x78 : f8E4M3
%v420 = arith.addf %v418, %v419 : f8E4M3
"foo.use"(%v420) : (f8E4M3) -> ()
// -----
%v421 = arith.constant 0x11 : f8E3M4
%v422 = arith.constant 0xF0 : f8E3M4
%v423 = arith.addf %v421, %v422 : f8E3M4
"foo.use"(%v423) : (f8E3M4) -> ()
// -----
%v424 = arith.constant 0x804A61D0 : f32
%v425 = arith.constant 0xE735BDCF : f32
%v426 = arith.minimumf %v424, %v425 : f32
"foo.use"(%v426) : (f32) -> ()
// -----
%v427 = arith.constant 0xFF : f8E8M0FNU
%v428 = arith.constant 0xFE : f8E8M0FNU
%v429 = arith.maxnumf %v427, %v428 : f8E8M0FNU
"foo.use"(%v429) : (f8E8M0FNU) -> ()
// -----
%v430 = arith.constant 0xC729B67C88BAE6C46E0195BBAB5D99D9 : f128
%v431 = arith.constant 0x7FFF194A902444BD5B589D1202AB57DA : f128
%v432 = arith.cmpf ult, %v430, %v431 : f128
"foo.use"(%v432) : (i1) -> ()
// -----
%v433 = arith.constant 0xFA : f8E4M3FNUZ
%v434 = arith.constant 0x8D : f8E4M3FNUZ
%v435 = arith.addf %v433, %v434 : f8E4M3FNUZ
"foo.use"(%v435) : (f8E4M3FNUZ) -> ()
// -----
%v436 = arith.constant 0xA6423E6F : f32
%v437 = arith.constant 0xA24FF : f32
%v438 = arith.minimumf %v436, %v437 : f32
"foo.use"(%v438) : (f32) -> ()
// -----
%v439 = arith.constant 0xD5DEB03177F5E95B57D37CE901FAF149 : f128
%v440 = arith.constant 0xC32A7B2D7249A94F80AC0DBC105E62B5 : f128
%v441 = arith.subf %v439, %v440 : f128
"foo.use"(%v441) : (f128) -> ()
// -----
%v442 = arith.constant 0xE5 : f8E4M3
%v443 = arith.constant 0xFE : f8E4M3
%v444 = arith.maximumf %v442, %v443 : f8E4M3
"foo.use"(%v444) : (f8E4M3) -> ()
// -----
%v445 = arith.constant 0xBF : f8E3M4
%v446 = arith.constant 0x1 : f8E3M4
%v447 = arith.maxnumf %v445, %v446 : f8E3M4
"foo.use"(%v447) : (f8E3M4) -> ()
// -----
%v448 = arith.constant 0x0 : f64
%v449 = arith.constant 0x7421F0F94EA6B675 : f64
%v450 = arith.divf %v448, %v449 : f64
"foo.use"(%v450) : (f64) -> ()
// -----
%v451 = arith.constant 0x7E : f8E5M2FNUZ
%v452 = arith.constant 0xBD : f8E5M2FNUZ
%v453 = arith.subf %v451, %v452 : f8E5M2FNUZ
"foo.use"(%v453) : (f8E5M2FNUZ) -> ()
// -----
%v454 = arith.constant 0x83 : f8E4M3
%v455 = arith.constant 0xAF : f8E4M3
%v456 = arith.minnumf %v454, %v455 : f8E4M3
"foo.use"(%v456) : (f8E4M3) -> ()
// -----
%v457 = arith.constant 0x3 : f6E2M3FN
%v458 = arith.constant 0x28 : f6E2M3FN
%v459 = arith.divf %v457, %v458 : f6E2M3FN
"foo.use"(%v459) : (f6E2M3FN) -> ()
// -----
%v460 = arith.constant 0xC028000000000000 : f64
%v461 = arith.constant 0x80BBC5EF7DC117A3 : f64
%v462 = arith.mulf %v460, %v461 : f64
"foo.use"(%v462) : (f64) -> ()
// -----
%v463 = arith.constant 0x3C : f8E5M2FNUZ
%v464 = arith.constant 0xFC : f8E5M2FNUZ
%v465 = arith.minnumf %v463, %v464 : f8E5M2FNUZ
"foo.use"(%v465) : (f8E5M2FNUZ) -> ()
// -----
%v466 = arith.constant 0xF8 : f8E4M3
%v467 = arith.constant 0x4 : f8E4M3
%v468 = arith.minnumf %v466, %v467 : f8E4M3
"foo.use"(%v468) : (f8E4M3) -> ()
// -----
%v469 = arith.constant 0x5D : f8E5M2
%v470 = arith.constant 0xEA : f8E5M2
%v471 = arith.negf %v469 : f8E5M2
"foo.use"(%v471) : (f8E5M2) -> ()
// -----
%v472 = arith.constant 0x1C : f6E3M2FN
%v473 = arith.constant 0xB : f6E3M2FN
%v474 = arith.mulf %v472, %v473 : f6E3M2FN
"foo.use"(%v474) : (f6E3M2FN) -> ()
// -----
%v475 = arith.constant 0x1 : f8E4M3FN
%v476 = arith.constant 0xCF : f8E4M3FN
%v477 = arith.maximumf %v475, %v476 : f8E4M3FN
"foo.use"(%v477) : (f8E4M3FN) -> ()
// -----
%v478 = arith.constant 0xFFFF0000000000000000000000000000 : f128
%v479 = arith.constant 0xBC0275E32FF7B570D33BDD8A047590F2 : f128
%v480 = arith.minnumf %v478, %v479 : f128
"foo.use"(%v480) : (f128) -> ()
// -----
%v481 = arith.constant 0x34 : f8E4M3B11FNUZ
%v482 = arith.constant 0x78 : f8E4M3B11FNUZ
%v483 = arith.negf %v481 : f8E4M3B11FNUZ
"foo.use"(%v483) : (f8E4M3B11FNUZ) -> ()
// -----
%v484 = arith.constant 0xC9B6166D6AE4A42B : f64
%v485 = arith.constant 0x82F1F40DF2CAC090 : f64
%v486 = arith.mulf %v484, %v485 : f64
"foo.use"(%v486) : (f64) -> ()
// -----
%v487 = arith.constant 0x7 : f8E4M3FN
%v488 = arith.constant 0x78 : f8E4M3FN
%v489 = arith.minnumf %v487, %v488 : f8E4M3FN
"foo.use"(%v489) : (f8E4M3FN) -> ()
// -----
%v490 = arith.constant 0xA26F : f16
%v491 = arith.constant 0x4CE0 : f16
%v492 = arith.minnumf %v490, %v491 : f16
"foo.use"(%v492) : (f16) -> ()
// -----
%v493 = arith.constant 0x7FC50 : tf32
%v494 = arith.constant 0x25563 : tf32
%v495 = arith.mulf %v493, %v494 : tf32
"foo.use"(%v495) : (tf32) -> ()
// -----
%v496 = arith.constant 0xFC00 : f16
%v497 = arith.constant 0x820E : f16
%v498 = arith.remf %v496, %v497 : f16
"foo.use"(%v498) : (f16) -> ()
// -----
%v502 = arith.constant 0x78 : f8E4M3FN
%v503 = arith.constant 0x0 : f8E4M3FN
%v504 = arith.maxnumf %v502, %v503 : f8E4M3FN
"foo.use"(%v504) : (f8E4M3FN) -> ()
// -----
%v505 = arith.constant 0x78 : f8E4M3
%v506 = arith.constant 0xC : f8E4M3
%v507 = arith.maxnumf %v505, %v506 : f8E4M3
"foo.use"(%v507) : (f8E4M3) -> ()
// -----
%v511 = arith.constant 0xB8 : f8E4M3FN
%v512 = arith.constant 0x46 : f8E4M3FN
%v513 = arith.divf %v511, %v512 : f8E4M3FN
"foo.use"(%v513) : (f8E4M3FN) -> ()
// -----
%v514 = arith.constant 0x3 : f8E5M2
%v515 = arith.constant 0x80 : f8E5M2
%v516 = arith.maximumf %v514, %v515 : f8E5M2
"foo.use"(%v516) : (f8E5M2) -> ()
// -----
%v517 = arith.constant 0xA : f6E2M3FN
%v518 = arith.constant 0x30 : f6E2M3FN
%v519 = arith.minimumf %v517, %v518 : f6E2M3FN
"foo.use"(%v519) : (f6E2M3FN) -> ()
// -----
%v520 = arith.constant 0xFF07 : f16
%v521 = arith.constant 0xFC00 : f16
%v522 = arith.divf %v520, %v521 : f16
"foo.use"(%v522) : (f16) -> ()
// -----
%v523 = arith.constant 0x22 : f6E2M3FN
%v524 = arith.constant 0x2B : f6E2M3FN
%v525 = arith.negf %v523 : f6E2M3FN
"foo.use"(%v525) : (f6E2M3FN) -> ()
// -----
%v526 = arith.constant 0xB90C : f16
%v527 = arith.constant 0x3F00 : f16
%v528 = arith.maximumf %v526, %v527 : f16
"foo.use"(%v528) : (f16) -> ()
// -----
%v529 = arith.constant 0x3 : f8E4M3FNUZ
%v530 = arith.constant 0xF8 : f8E4M3FNUZ
%v531 = arith.remf %v529, %v530 : f8E4M3FNUZ
"foo.use"(%v531) : (f8E4M3FNUZ) -> ()
// -----
%v532 = arith.constant 0x78 : f8E4M3B11FNUZ
%v533 = arith.constant 0x78 : f8E4M3B11FNUZ
%v534 = arith.maxnumf %v532, %v533 : f8E4M3B11FNUZ
"foo.use"(%v534) : (f8E4M3B11FNUZ) -> ()
// -----
%v535 = arith.constant 0x0 : f4E2M1FN
%v536 = arith.constant 0xE : f4E2M1FN
%v537 = arith.maxnumf %v535, %v536 : f4E2M1FN
"foo.use"(%v537) : (f4E2M1FN) -> ()
// -----
%v538 = arith.constant 0xE7 : f8E4M3
%v539 = arith.constant 0x7F : f8E4M3
%v540 = arith.remf %v538, %v539 : f8E4M3
"foo.use"(%v540) : (f8E4M3) -> ()
// -----
%v541 = arith.constant 0x0 : bf16
%v542 = arith.constant 0xC100 : bf16
%v543 = arith.mulf %v541, %v542 : bf16
"foo.use"(%v543) : (bf16) -> ()
// -----
%v544 = arith.constant 0x46 : f8E5M2
%v545 = arith.constant 0xD9 : f8E5M2
%v546 = arith.subf %v544, %v545 : f8E5M2
"foo.use"(%v546) : (f8E5M2) -> ()
// -----
%v547 = arith.constant 0x83 : f8E4M3FNUZ
%v548 = arith.constant 0x7E : f8E4M3FNUZ
%v549 = arith.minimumf %v547, %v548 : f8E4M3FNUZ
"foo.use"(%v549) : (f8E4M3FNUZ) -> ()
// -----
%v550 = arith.constant 0x7A : f8E5M2FNUZ
%v551 = arith.constant 0x7C : f8E5M2FNUZ
%v552 = arith.maximumf %v550, %v551 : f8E5M2FNUZ
"foo.use"(%v552) : (f8E5M2FNUZ) -> ()
// -----
%v553 = arith.constant 0xFC : f8E5M2
%v554 = arith.constant 0xBC : f8E5M2
%v555 = arith.negf %v553 : f8E5M2
"foo.use"(%v555) : (f8E5M2) -> ()
// -----
%v556 = arith.constant 0x1 : f8E5M2
%v557 = arith.constant 0x0 : f8E5M2
%v558 = arith.divf %v556, %v557 : f8E5M2
"foo.use"(%v558) : (f8E5M2) -> ()
// -----
%v559 = arith.constant 0xF9 : f8E4M3FN
%v560 = arith.constant 0xD2 : f8E4M3FN
%v561 = arith.remf %v559, %v560 : f8E4M3FN
"foo.use"(%v561) : (f8E4M3FN) -> ()
// -----
%v562 = arith.constant 0xFFFFAA5E4CC0D73924D169A75D418FF3 : f128
%v563 = arith.constant 0xFFFF0000000000000000000000000000 : f128
%v564 = arith.negf %v562 : f128
"foo.use"(%v564) : (f128) -> ()
// -----
%v565 = arith.constant 0xFF800000 : f32
%v566 = arith.constant 0x681B39 : f32
%v567 = arith.addf %v565, %v566 : f32
"foo.use"(%v567) : (f32) -> ()
// -----
%v568 = arith.constant 0x7C : f8E4M3FN
%v569 = arith.constant 0x7E : f8E4M3FN
%v570 = arith.divf %v568, %v569 : f8E4M3FN
"foo.use"(%v570) : (f8E4M3FN) -> ()
// -----
%v571 = arith.constant 0xFE : f8E8M0FNU
%v572 = arith.constant 0x0 : f8E8M0FNU
%v573 = arith.remf %v571, %v572 : f8E8M0FNU
"foo.use"(%v573) : (f8E8M0FNU) -> ()
// -----
%v574 = arith.constant 0x65 : f8E3M4
%v575 = arith.constant 0x33 : f8E3M4
%v576 = arith.divf %v574, %v575 : f8E3M4
"foo.use"(%v576) : (f8E3M4) -> ()
// -----
%v577 = arith.constant 0x21 : bf16
%v578 = arith.constant 0x4120 : bf16
%v579 = arith.minimumf %v577, %v578 : bf16
"foo.use"(%v579) : (bf16) -> ()
// -----
%v580 = arith.constant 0xFF : f8E8M0FNU
%v581 = arith.constant 0x23 : f8E8M0FNU
%v582 = arith.maximumf %v580, %v581 : f8E8M0FNU
"foo.use"(%v582) : (f8E8M0FNU) -> ()
// -----
%v583 = arith.constant 0x48 : f8E4M3
%v584 = arith.constant 0x80 : f8E4M3
%v585 = arith.addf %v583, %v584 : f8E4M3
"foo.use"(%v585) : (f8E4M3) -> ()
// -----
%v586 = arith.constant 0xAD9E544BB1D32 : f64
%v587 = arith.constant 0x264BFCBAA27BFDAD : f64
%v588 = arith.maximumf %v586, %v587 : f64
"foo.use"(%v588) : (f64) -> ()
// -----
%v589 = arith.constant 0x0 : f8E5M2FNUZ
%v590 = arith.constant 0xDD : f8E5M2FNUZ
%v591 = arith.minimumf %v589, %v590 : f8E5M2FNUZ
"foo.use"(%v591) : (f8E5M2FNUZ) -> ()
// -----
%v592 = arith.constant 0xE : f6E2M3FN
%v593 = arith.constant 0x38 : f6E2M3FN
%v594 = arith.divf %v592, %v593 : f6E2M3FN
"foo.use"(%v594) : (f6E2M3FN) -> ()
// -----
%v595 = arith.constant 0xD0 : f8E4M3
%v596 = arith.constant 0x39 : f8E4M3
%v597 = arith.minimumf %v595, %v596 : f8E4M3
"foo.use"(%v597) : (f8E4M3) -> ()
// -----
%v598 = arith.constant 0x86 : f8E4M3FN
%v599 = arith.constant 0xBE : f8E4M3FN
%v600 = arith.mulf %v598, %v599 : f8E4M3FN
"foo.use"(%v600) : (f8E4M3FN) -> ()
// -----
%v601 = arith.constant 0x7D : f8E5M2
%v602 = arith.constant 0x3 : f8E5M2
%v603 = arith.maxnumf %v601, %v602 : f8E5M2
"foo.use"(%v603) : (f8E5M2) -> ()
// -----
%v604 = arith.constant 0x7F : f8E4M3
%v605 = arith.constant 0x0 : f8E4M3
%v606 = arith.divf %v604, %v605 : f8E4M3
"foo.use"(%v606) : (f8E4M3) -> ()
// -----
%v607 = arith.constant 0x8000 : bf16
%v608 = arith.constant 0xD101 : bf16
%v609 = arith.minnumf %v607, %v608 : bf16
"foo.use"(%v609) : (bf16) -> ()
// -----
%v610 = arith.constant 0xA1 : f8E4M3FNUZ
%v611 = arith.constant 0x18 : f8E4M3FNUZ
%v612 = arith.maxnumf %v610, %v611 : f8E4M3FNUZ
"foo.use"(%v612) : (f8E4M3FNUZ) -> ()
// -----
%v613 = arith.constant 0x3 : f4E2M1FN
%v614 = arith.constant 0x9 : f4E2M1FN
%v615 = arith.mulf %v613, %v614 : f4E2M1FN
"foo.use"(%v615) : (f4E2M1FN) -> ()
// -----
%v616 = arith.constant 0x4B33A : tf32
%v617 = arith.constant 0x4D9CB : tf32
%v618 = arith.minimumf %v616, %v617 : tf32
"foo.use"(%v618) : (tf32) -> ()
// -----
%v619 = arith.constant 0xD1A53656057981C4 : f64
%v620 = arith.constant 0xFFF0000000000000 : f64
%v621 = arith.negf %v619 : f64
"foo.use"(%v621) : (f64) -> ()
// -----
%v622 = arith.constant 0x1 : f8E5M2FNUZ
%v623 = arith.constant 0xF0 : f8E5M2FNUZ
%v624 = arith.cmpf ord, %v622, %v623 : f8E5M2FNUZ
"foo.use"(%v624) : (i1) -> ()
// -----
%v625 = arith.constant 0x3C : f6E3M2FN
%v626 = arith.constant 0x3 : f6E3M2FN
%v627 = arith.subf %v625, %v626 : f6E3M2FN
"foo.use"(%v627) : (f6E3M2FN) -> ()
// -----
%v628 = arith.constant 0xE42E : f16
%v629 = arith.constant 0x3674 : f16
%v630 = arith.mulf %v628, %v629 : f16
"foo.use"(%v630) : (f16) -> ()
// -----
%v631 = arith.constant 0x6 : f4E2M1FN
%v632 = arith.constant 0x3 : f4E2M1FN
%v633 = arith.mulf %v631, %v632 : f4E2M1FN
"foo.use"(%v633) : (f4E2M1FN) -> ()
// -----
%v634 = arith.constant 0x7C00 : f16
%v635 = arith.constant 0x322E : f16
%v636 = arith.remf %v634, %v635 : f16
"foo.use"(%v636) : (f16) -> ()
// -----
%v637 = arith.constant 0x89093E85AD93B25C2DC79F2EDF1B14AD : f128
%v638 = arith.constant 0xC0004000000000000000000000000000 : f128
%v639 = arith.maxnumf %v637, %v638 : f128
"foo.use"(%v639) : (f128) -> ()
// -----
%v640 = arith.constant 0x0 : f8E5M2FNUZ
%v641 = arith.constant 0x7F : f8E5M2FNUZ
%v642 = arith.maximumf %v640, %v641 : f8E5M2FNUZ
"foo.use"(%v642) : (f8E5M2FNUZ) -> ()
// -----
%v643 = arith.constant 0x0 : f8E4M3FNUZ
%v644 = arith.constant 0x5 : f8E4M3FNUZ
%v645 = arith.minnumf %v643, %v644 : f8E4M3FNUZ
"foo.use"(%v645) : (f8E4M3FNUZ) -> ()
// -----
%v646 = arith.constant 0xF2 : f8E3M4
%v647 = arith.constant 0x30 : f8E3M4
%v648 = arith.minnumf %v646, %v647 : f8E3M4
"foo.use"(%v648) : (f8E3M4) -> ()
// -----
%v649 = arith.constant 0xF4 : f8E4M3B11FNUZ
%v650 = arith.constant 0x56 : f8E4M3B11FNUZ
%v651 = arith.maximumf %v649, %v650 : f8E4M3B11FNUZ
"foo.use"(%v651) : (f8E4M3B11FNUZ) -> ()
// -----
%v652 = arith.constant 0x4EB6E : tf32
%v653 = arith.constant 0x5FD00 : tf32
%v654 = arith.divf %v652, %v653 : tf32
"foo.use"(%v654) : (tf32) -> ()
// -----
%v655 = arith.constant 0x13 : f8E4M3
%v656 = arith.constant 0x86 : f8E4M3
%v657 = arith.maximumf %v655, %v656 : f8E4M3
"foo.use"(%v657) : (f8E4M3) -> ()
// -----
%v658 = arith.constant 0x7FF0000000000000 : f64
%v659 = arith.constant 0x8000000000000000 : f64
%v660 = arith.negf %v658 : f64
"foo.use"(%v660) : (f64) -> ()
// -----
%v661 = arith.constant 0xF7 : f8E4M3FNUZ
%v662 = arith.constant 0x42 : f8E4M3FNUZ
%v663 = arith.maximumf %v661, %v662 : f8E4M3FNUZ
"foo.use"(%v663) : (f8E4M3FNUZ) -> ()
// -----
%v664 = arith.constant 0x99 : f8E3M4
%v665 = arith.constant 0x3 : f8E3M4
%v666 = arith.remf %v664, %v665 : f8E3M4
"foo.use"(%v666) : (f8E3M4) -> ()
// -----
%v667 = arith.constant 0xF8 : f8E4M3
%v668 = arith.constant 0xB5 : f8E4M3
%v669 = arith.subf %v667, %v668 : f8E4M3
"foo.use"(%v669) : (f8E4M3) -> ()
// -----
%v670 = arith.constant 0x43 : f8E4M3
%v671 = arith.constant 0x1 : f8E4M3
%v672 = arith.remf %v670, %v671 : f8E4M3
"foo.use"(%v672) : (f8E4M3) -> ()
// -----
%v673 = arith.constant 0x56 : f8E4M3B11FNUZ
%v674 = arith.constant 0x37 : f8E4M3B11FNUZ
%v675 = arith.maxnumf %v673, %v674 : f8E4M3B11FNUZ
"foo.use"(%v675) : (f8E4M3B11FNUZ) -> ()
// -----
%v676 = arith.constant 0xEB : f8E4M3B11FNUZ
%v677 = arith.constant 0x4 : f8E4M3B11FNUZ
%v678 = arith.addf %v676, %v677 : f8E4M3B11FNUZ
"foo.use"(%v678) : (f8E4M3B11FNUZ) -> ()
// -----
%v679 = arith.constant 0x4E038 : tf32
%v680 = arith.constant 0x6D390 : tf32
%v681 = arith.remf %v679, %v680 : tf32
"foo.use"(%v681) : (tf32) -> ()
// -----
%v682 = arith.constant 0xA : f4E2M1FN
%v683 = arith.constant 0x4 : f4E2M1FN
%v684 = arith.negf %v682 : f4E2M1FN
"foo.use"(%v684) : (f4E2M1FN) -> ()
// -----
%v685 = arith.constant 0x38 : f8E4M3FN
%v686 = arith.constant 0xF8 : f8E4M3FN
%v687 = arith.minimumf %v685, %v686 : f8E4M3FN
"foo.use"(%v687) : (f8E4M3FN) -> ()
// -----
%v688 = arith.constant 0xFFFF79ECA049E345F838D5371ACFF56A : f128
%v689 = arith.constant 0xFFFF0000000000000000000000000000 : f128
%v690 = arith.maxnumf %v688, %v689 : f128
"foo.use"(%v690) : (f128) -> ()
// -----
%v691 = arith.constant 0x46 : f8E5M2
%v692 = arith.constant 0x3 : f8E5M2
%v693 = arith.divf %v691, %v692 : f8E5M2
"foo.use"(%v693) : (f8E5M2) -> ()
// -----
%v694 = arith.constant 0x40028000000000000000000000000000 : f128
%v695 = arith.constant 0x0 : f128
%v696 = arith.mulf %v694, %v695 : f128
"foo.use"(%v696) : (f128) -> ()
// -----
%v697 = arith.constant 0x2CC5 : f16
%v698 = arith.constant 0xBE00 : f16
%v699 = arith.maxnumf %v697, %v698 : f16
"foo.use"(%v699) : (f16) -> ()
// -----
%v700 = arith.constant 0x80 : f8E3M4
%v701 = arith.constant 0x0 : f8E3M4
%v702 = arith.subf %v700, %v701 : f8E3M4
"foo.use"(%v702) : (f8E3M4) -> ()
// -----
%v703 = arith.constant 0xFF8C464C : f32
%v704 = arith.constant 0x1757AA2F : f32
%v705 = arith.minnumf %v703, %v704 : f32
"foo.use"(%v705) : (f32) -> ()
// -----
%v706 = arith.constant 0x0 : f8E3M4
%v707 = arith.constant 0x70 : f8E3M4
%v708 = arith.subf %v706, %v707 : f8E3M4
"foo.use"(%v708) : (f8E3M4) -> ()
// -----
%v709 = arith.constant 0xA824D7BE : f32
%v710 = arith.constant 0x80000000 : f32
%v711 = arith.divf %v709, %v710 : f32
"foo.use"(%v711) : (f32) -> ()
// -----
%v712 = arith.constant 0x3 : f8E4M3FN
%v713 = arith.constant 0x30 : f8E4M3FN
%v714 = arith.maximumf %v712, %v713 : f8E4M3FN
"foo.use"(%v714) : (f8E4M3FN) -> ()
// -----
%v715 = arith.constant 0xD2 : f8E4M3FNUZ
%v716 = arith.constant 0x80 : f8E4M3FNUZ
%v717 = arith.negf %v715 : f8E4M3FNUZ
"foo.use"(%v717) : (f8E4M3FNUZ) -> ()
// -----
%v718 = arith.constant 0x10 : f6E2M3FN
%v719 = arith.constant 0x18 : f6E2M3FN
%v720 = arith.negf %v718 : f6E2M3FN
"foo.use"(%v720) : (f6E2M3FN) -> ()
// -----
%v721 = arith.constant 0x45 : f8E4M3FN
%v722 = arith.constant 0x7C : f8E4M3FN
%v723 = arith.cmpf ueq, %v721, %v722 : f8E4M3FN
"foo.use"(%v723) : (i1) -> ()
// -----
%v724 = arith.constant 0x25 : f6E3M2FN
%v725 = arith.constant 0x2C : f6E3M2FN
%v726 = arith.minnumf %v724, %v725 : f6E3M2FN
"foo.use"(%v726) : (f6E3M2FN) -> ()
// -----
%v727 = arith.constant 0xFFDF0EFC : f32
%v728 = arith.constant 0x107FBA22 : f32
%v729 = arith.remf %v727, %v728 : f32
"foo.use"(%v729) : (f32) -> ()
// -----
%v730 = arith.constant 0x69 : f8E5M2FNUZ
%v731 = arith.constant 0x21 : f8E5M2FNUZ
%v732 = arith.addf %v730, %v731 : f8E5M2FNUZ
"foo.use"(%v732) : (f8E5M2FNUZ) -> ()
// -----
%v733 = arith.constant 0x2D2 : f16
%v734 = arith.constant 0x55C2 : f16
%v735 = arith.minnumf %v733, %v734 : f16
"foo.use"(%v735) : (f16) -> ()
// -----
%v736 = arith.constant 0x3FF8000000000000 : f64
%v737 = arith.constant 0x0 : f64
%v738 = arith.minimumf %v736, %v737 : f64
"foo.use"(%v738) : (f64) -> ()
// -----
%v739 = arith.constant 0x2 : f8E5M2
%v740 = arith.constant 0xFE : f8E5M2
%v741 = arith.divf %v739, %v740 : f8E5M2
"foo.use"(%v741) : (f8E5M2) -> ()
// -----
%v742 = arith.constant 0xD : f4E2M1FN
%v743 = arith.constant 0x9 : f4E2M1FN
%v744 = arith.maximumf %v742, %v743 : f4E2M1FN
"foo.use"(%v744) : (f4E2M1FN) -> ()
// -----
%v745 = arith.constant 0x1EB2B43B3B70AE01 : f64
%v746 = arith.constant 0x0 : f64
%v747 = arith.minnumf %v745, %v746 : f64
"foo.use"(%v747) : (f64) -> ()
// -----
%v748 = arith.constant 0x4A : f8E4M3FNUZ
%v749 = arith.constant 0xF0 : f8E4M3FNUZ
%v750 = arith.remf %v748, %v749 : f8E4M3FNUZ
"foo.use"(%v750) : (f8E4M3FNUZ) -> ()
// -----
%v751 = arith.constant 0x83 : f8E4M3
%v752 = arith.constant 0x7F : f8E4M3
%v753 = arith.negf %v751 : f8E4M3
"foo.use"(%v753) : (f8E4M3) -> ()
// -----
%v754 = arith.constant 0x7E : f8E8M0FNU
%v755 = arith.constant 0xFF : f8E8M0FNU
%v756 = arith.cmpf ogt, %v754, %v755 : f8E8M0FNU
"foo.use"(%v756) : (i1) -> ()
// -----
%v757 = arith.constant 0xBE : f8E4M3B11FNUZ
%v758 = arith.constant 0xFD : f8E4M3B11FNUZ
%v759 = arith.cmpf une, %v757, %v758 : f8E4M3B11FNUZ
"foo.use"(%v759) : (i1) -> ()
// -----
%v760 = arith.constant 0x16 : f6E2M3FN
%v761 = arith.constant 0x27 : f6E2M3FN
%v762 = arith.subf %v760, %v761 : f6E2M3FN
"foo.use"(%v762) : (f6E2M3FN) -> ()
// -----
%v763 = arith.constant 0x1 : f8E5M2
%v764 = arith.constant 0x66 : f8E5M2
%v765 = arith.addf %v763, %v764 : f8E5M2
"foo.use"(%v765) : (f8E5M2) -> ()
// -----
%v766 = arith.constant 0x1C : f8E4M3B11FNUZ
%v767 = arith.constant 0xB6 : f8E4M3B11FNUZ
%v768 = arith.remf %v766, %v767 : f8E4M3B11FNUZ
"foo.use"(%v768) : (f8E4M3B11FNUZ) -> ()
// -----
%v769 = arith.constant 0x82 : f8E4M3B11FNUZ
%v770 = arith.constant 0x78 : f8E4M3B11FNUZ
%v771 = arith.minnumf %v769, %v770 : f8E4M3B11FNUZ
"foo.use"(%v771) : (f8E4M3B11FNUZ) -> ()
// -----
%v772 = arith.constant 0x7FFF5079B09DDAB09433E16C48A6E5EA : f128
%v773 = arith.constant 0x3A35D2C4DBD97E29DDCE22ABA56AE3F9 : f128
%v774 = arith.minimumf %v772, %v773 : f128
"foo.use"(%v774) : (f128) -> ()
// -----
%v775 = arith.constant 0x7A : f8E4M3FN
%v776 = arith.constant 0x7C : f8E4M3FN
%v777 = arith.remf %v775, %v776 : f8E4M3FN
"foo.use"(%v777) : (f8E4M3FN) -> ()
// -----
%v778 = arith.constant 0xC5 : f8E5M2FNUZ
%v779 = arith.constant 0x0 : f8E5M2FNUZ
%v780 = arith.subf %v778, %v779 : f8E5M2FNUZ
"foo.use"(%v780) : (f8E5M2FNUZ) -> ()
// -----
%v781 = arith.constant 0x73 : f8E3M4
%v782 = arith.constant 0x70 : f8E3M4
%v783 = arith.minimumf %v781, %v782 : f8E3M4
"foo.use"(%v783) : (f8E3M4) -> ()
// -----
%v784 = arith.constant 0x66 : f8E4M3
%v785 = arith.constant 0x5 : f8E4M3
%v786 = arith.mulf %v784, %v785 : f8E4M3
"foo.use"(%v786) : (f8E4M3) -> ()
// -----
%v787 = arith.constant 0x4B7682 : f32
%v788 = arith.constant 0x8720B2E4 : f32
%v789 = arith.divf %v787, %v788 : f32
"foo.use"(%v789) : (f32) -> ()
// -----
%v790 = arith.constant 0x4A : f8E4M3B11FNUZ
%v791 = arith.constant 0xBE : f8E4M3B11FNUZ
%v792 = arith.mulf %v790, %v791 : f8E4M3B11FNUZ
"foo.use"(%v792) : (f8E4M3B11FNUZ) -> ()
// -----
%v793 = arith.constant 0x85 : f8E4M3
%v794 = arith.constant 0xB3 : f8E4M3
%v795 = arith.mulf %v793, %v794 : f8E4M3
"foo.use"(%v795) : (f8E4M3) -> ()
// -----
%v796 = arith.constant 0xFFFE5BB86B02D22A : f64
%v797 = arith.constant 0x80070D11878A6BEF : f64
%v798 = arith.maximumf %v796, %v797 : f64
"foo.use"(%v798) : (f64) -> ()
// -----
%v799 = arith.constant 0x30198AF047709ACB430084451DDBA74A : f128
%v800 = arith.constant 0x7FFFC3D107276E23F0B750648433E596 : f128
%v801 = arith.subf %v799, %v800 : f128
"foo.use"(%v801) : (f128) -> ()
// -----
%v802 = arith.constant 0x41600000 : f32
%v803 = arith.constant 0xFF9C4167 : f32
%v804 = arith.mulf %v802, %v803 : f32
"foo.use"(%v804) : (f32) -> ()
// -----
%v805 = arith.constant 0x91 : f8E4M3FNUZ
%v806 = arith.constant 0x7C : f8E4M3FNUZ
%v807 = arith.subf %v805, %v806 : f8E4M3FNUZ
"foo.use"(%v807) : (f8E4M3FNUZ) -> ()
// -----
%v808 = arith.constant 0x45326FF1 : f32
%v809 = arith.constant 0x40A00000 : f32
%v810 = arith.minimumf %v808, %v809 : f32
"foo.use"(%v810) : (f32) -> ()
// -----
%v811 = arith.constant 0x7F : f8E4M3
%v812 = arith.constant 0x5 : f8E4M3
%v813 = arith.cmpf uno, %v811, %v812 : f8E4M3
"foo.use"(%v813) : (i1) -> ()
// -----
%v814 = arith.constant 0x25974262 : f32
%v815 = arith.constant 0xC7291C24 : f32
%v816 = arith.maxnumf %v814, %v815 : f32
"foo.use"(%v816) : (f32) -> ()
// -----
%v817 = arith.constant 0x52 : f8E3M4
%v818 = arith.constant 0x0 : f8E3M4
%v819 = arith.mulf %v817, %v818 : f8E3M4
"foo.use"(%v819) : (f8E3M4) -> ()
// -----
%v820 = arith.constant 0xFFF0000000000000 : f64
%v821 = arith.constant 0xFFF0000000000000 : f64
%v822 = arith.mulf %v820, %v821 : f64
"foo.use"(%v822) : (f64) -> ()
// -----
%v823 = arith.constant 0x9 : f4E2M1FN
%v824 = arith.constant 0x6 : f4E2M1FN
%v825 = arith.negf %v823 : f4E2M1FN
"foo.use"(%v825) : (f4E2M1FN) -> ()
// -----
%v826 = arith.constant 0x5E : f8E5M2FNUZ
%v827 = arith.constant 0x6F : f8E5M2FNUZ
%v828 = arith.negf %v826 : f8E5M2FNUZ
"foo.use"(%v828) : (f8E5M2FNUZ) -> ()
// -----
%v829 = arith.constant 0x83 : f8E5M2FNUZ
%v830 = arith.constant 0xF5 : f8E5M2FNUZ
%v831 = arith.maxnumf %v829, %v830 : f8E5M2FNUZ
"foo.use"(%v831) : (f8E5M2FNUZ) -> ()
// -----
%v832 = arith.constant 0x80 : f8E5M2FNUZ
%v833 = arith.constant 0x7C : f8E5M2FNUZ
%v834 = arith.remf %v832, %v833 : f8E5M2FNUZ
"foo.use"(%v834) : (f8E5M2FNUZ) -> ()
// -----
%v835 = arith.constant 0x94 : f8E3M4
%v836 = arith.constant 0x0 : f8E3M4
%v837 = arith.maxnumf %v835, %v836 : f8E3M4
"foo.use"(%v837) : (f8E3M4) -> ()
// -----
%v838 = arith.constant 0x82 : f8E5M2FNUZ
%v839 = arith.constant 0xE1 : f8E5M2FNUZ
%v840 = arith.divf %v838, %v839 : f8E5M2FNUZ
"foo.use"(%v840) : (f8E5M2FNUZ) -> ()
// -----
%v841 = arith.constant 0x33 : f6E3M2FN
%v842 = arith.constant 0x12 : f6E3M2FN
%v843 = arith.negf %v841 : f6E3M2FN
"foo.use"(%v843) : (f6E3M2FN) -> ()
// -----
%v844 = arith.constant 0x38 : f6E2M3FN
%v845 = arith.constant 0x5 : f6E2M3FN
%v846 = arith.mulf %v844, %v845 : f6E2M3FN
"foo.use"(%v846) : (f6E2M3FN) -> ()
// -----
%v847 = arith.constant 0xDF7C : bf16
%v848 = arith.constant 0x7F80 : bf16
%v849 = arith.remf %v847, %v848 : bf16
"foo.use"(%v849) : (bf16) -> ()
// -----
%v850 = arith.constant 0xC6 : f8E4M3
%v851 = arith.constant 0x36 : f8E4M3
%v852 = arith.maxnumf %v850, %v851 : f8E4M3
"foo.use"(%v852) : (f8E4M3) -> ()
// -----
%v853 = arith.constant 0x5 : f4E2M1FN
%v854 = arith.constant 0x5 : f4E2M1FN
%v855 = arith.maximumf %v853, %v854 : f4E2M1FN
"foo.use"(%v855) : (f4E2M1FN) -> ()
// -----
%v856 = arith.constant 0x1 : f4E2M1FN
%v857 = arith.constant 0xF : f4E2M1FN
%v858 = arith.maxnumf %v856, %v857 : f4E2M1FN
"foo.use"(%v858) : (f4E2M1FN) -> ()
// -----
%v859 = arith.constant 0x3FC00 : tf32
%v860 = arith.constant 0x3FC00 : tf32
%v861 = arith.subf %v859, %v860 : tf32
"foo.use"(%v861) : (tf32) -> ()
// -----
%v862 = arith.constant 0x3F : f6E3M2FN
%v863 = arith.constant 0x1C : f6E3M2FN
%v864 = arith.divf %v862, %v863 : f6E3M2FN
"foo.use"(%v864) : (f6E3M2FN) -> ()
// -----
%v865 = arith.constant 0x50 : f8E4M3FN
%v866 = arith.constant 0x4 : f8E4M3FN
%v867 = arith.cmpf une, %v865, %v866 : f8E4M3FN
"foo.use"(%v867) : (i1) -> ()
// -----
%v871 = arith.constant 0x7C : f8E5M2
%v872 = arith.constant 0x7F : f8E5M2
%v873 = arith.divf %v871, %v872 : f8E5M2
"foo.use"(%v873) : (f8E5M2) -> ()
// -----
%v874 = arith.constant 0x45E80D4C : f32
%v875 = arith.constant 0x7C53AC4A : f32
%v876 = arith.mulf %v874, %v875 : f32
"foo.use"(%v876) : (f32) -> ()
// -----
%v877 = arith.constant 0x3E : f6E3M2FN
%v878 = arith.constant 0x15 : f6E3M2FN
%v879 = arith.cmpf false, %v877, %v878 : f6E3M2FN
"foo.use"(%v879) : (i1) -> ()
// -----
%v880 = arith.constant 0x9 : f4E2M1FN
%v881 = arith.constant 0xD : f4E2M1FN
%v882 = arith.remf %v880, %v881 : f4E2M1FN
"foo.use"(%v882) : (f4E2M1FN) -> ()
// -----
%v883 = arith.constant 0x109C : f16
%v884 = arith.constant 0x4300 : f16
%v885 = arith.minnumf %v883, %v884 : f16
"foo.use"(%v885) : (f16) -> ()
// -----
%v886 = arith.constant 0x3E : f6E3M2FN
%v887 = arith.constant 0x12 : f6E3M2FN
%v888 = arith.minimumf %v886, %v887 : f6E3M2FN
"foo.use"(%v888) : (f6E3M2FN) -> ()
// -----
%v889 = arith.constant 0x7F : f8E8M0FNU
%v890 = arith.constant 0x54 : f8E8M0FNU
%v891 = arith.minimumf %v889, %v890 : f8E8M0FNU
"foo.use"(%v891) : (f8E8M0FNU) -> ()
// -----
%v892 = arith.constant 0x78 : f8E4M3
%v893 = arith.constant 0xB8 : f8E4M3
%v894 = arith.minimumf %v892, %v893 : f8E4M3
"foo.use"(%v894) : (f8E4M3) -> ()
// -----
%v895 = arith.constant 0x40024000000000000000000000000000 : f128
%v896 = arith.constant 0x4AB39F6E77D53B2CA3D704B14316C12C : f128
%v897 = arith.maximumf %v895, %v896 : f128
"foo.use"(%v897) : (f128) -> ()
// -----
%v898 = arith.constant 0x5FE00 : tf32
%v899 = arith.constant 0x7FC00 : tf32
%v900 = arith.remf %v898, %v899 : tf32
"foo.use"(%v900) : (tf32) -> ()
// -----
%v904 = arith.constant 0xC5 : f8E5M2
%v905 = arith.constant 0x7C : f8E5M2
%v906 = arith.cmpf ugt, %v904, %v905 : f8E5M2
"foo.use"(%v906) : (i1) -> ()
// -----
%v907 = arith.constant 0xDA : f8E4M3FN
%v908 = arith.constant 0x3A : f8E4M3FN
%v909 = arith.maxnumf %v907, %v908 : f8E4M3FN
"foo.use"(%v909) : (f8E4M3FN) -> ()
// -----
%v910 = arith.constant 0x20 : f6E3M2FN
%v911 = arith.constant 0x16 : f6E3M2FN
%v912 = arith.mulf %v910, %v911 : f6E3M2FN
"foo.use"(%v912) : (f6E3M2FN) -> ()
// -----
%v913 = arith.constant 0x4C : f8E4M3FN
%v914 = arith.constant 0xD4 : f8E4M3FN
%v915 = arith.maximumf %v913, %v914 : f8E4M3FN
"foo.use"(%v915) : (f8E4M3FN) -> ()
// -----
%v916 = arith.constant 0xFE : f8E8M0FNU
%v917 = arith.constant 0x7E : f8E8M0FNU
%v918 = arith.minimumf %v916, %v917 : f8E8M0FNU
"foo.use"(%v918) : (f8E8M0FNU) -> ()
// -----
%v919 = arith.constant 0x7B : f8E3M4
%v920 = arith.constant 0x1C : f8E3M4
%v921 = arith.minimumf %v919, %v920 : f8E3M4
"foo.use"(%v921) : (f8E3M4) -> ()
// -----
%v922 = arith.constant 0x2C : f8E3M4
%v923 = arith.constant 0xB9 : f8E3M4
%v924 = arith.maxnumf %v922, %v923 : f8E3M4
"foo.use"(%v924) : (f8E3M4) -> ()
// -----
%v925 = arith.constant 0xFE : f8E8M0FNU
%v926 = arith.constant 0x80 : f8E8M0FNU
%v927 = arith.mulf %v925, %v926 : f8E8M0FNU
"foo.use"(%v927) : (f8E8M0FNU) -> ()
// -----
%v928 = arith.constant 0x5BC9CACBFA369DA : f64
%v929 = arith.constant 0xAF47C9CBB31351D : f64
%v930 = arith.negf %v928 : f64
"foo.use"(%v930) : (f64) -> ()
// -----
%v931 = arith.constant 0x9C : f8E8M0FNU
%v932 = arith.constant 0x80 : f8E8M0FNU
%v933 = arith.subf %v931, %v932 : f8E8M0FNU
"foo.use"(%v933) : (f8E8M0FNU) -> ()
// -----
%v934 = arith.constant 0x8000B9EA671EFEF61281EFEF69D8A4FB : f128
%v935 = arith.constant 0xFFFF0000000000000000000000000000 : f128
%v936 = arith.subf %v934, %v935 : f128
"foo.use"(%v936) : (f128) -> ()
// -----
%v937 = arith.constant 0x0 : f8E3M4
%v938 = arith.constant 0x7E : f8E3M4
%v939 = arith.maximumf %v937, %v938 : f8E3M4
"foo.use"(%v939) : (f8E3M4) -> ()
// -----
%v940 = arith.constant 0xC0 : f8E4M3B11FNUZ
%v941 = arith.constant 0x80 : f8E4M3B11FNUZ
%v942 = arith.minnumf %v940, %v941 : f8E4M3B11FNUZ
"foo.use"(%v942) : (f8E4M3B11FNUZ) -> ()
// -----
%v943 = arith.constant 0xCE : f8E4M3FN
%v944 = arith.constant 0x50 : f8E4M3FN
%v945 = arith.maxnumf %v943, %v944 : f8E4M3FN
"foo.use"(%v945) : (f8E4M3FN) -> ()
// -----
%v946 = arith.constant 0xBC : f8E3M4
%v947 = arith.constant 0xFA : f8E3M4
%v948 = arith.maxnumf %v946, %v947 : f8E3M4
"foo.use"(%v948) : (f8E3M4) -> ()
// -----
%v949 = arith.constant 0x8000 : f16
%v950 = arith.constant 0x748C : f16
%v951 = arith.addf %v949, %v950 : f16
"foo.use"(%v951) : (f16) -> ()
// -----
%v952 = arith.constant 0x40018000000000000000000000000000 : f128
%v953 = arith.constant 0x3FFFC000000000000000000000000000 : f128
%v954 = arith.negf %v952 : f128
"foo.use"(%v954) : (f128) -> ()
// -----
%v955 = arith.constant 0x6 : f4E2M1FN
%v956 = arith.constant 0x7 : f4E2M1FN
%v957 = arith.minnumf %v955, %v956 : f4E2M1FN
"foo.use"(%v957) : (f4E2M1FN) -> ()
// -----
%v958 = arith.constant 0x18 : f6E2M3FN
%v959 = arith.constant 0x1C : f6E2M3FN
%v960 = arith.maximumf %v958, %v959 : f6E2M3FN
"foo.use"(%v960) : (f6E2M3FN) -> ()
// -----
%v961 = arith.constant 0x6EFB7 : tf32
%v962 = arith.constant 0x278 : tf32
%v963 = arith.addf %v961, %v962 : tf32
"foo.use"(%v963) : (tf32) -> ()
// -----
%v964 = arith.constant 0x7FF0000000000000 : f64
%v965 = arith.constant 0x3D22466CC6D3E347 : f64
%v966 = arith.minimumf %v964, %v965 : f64
"foo.use"(%v966) : (f64) -> ()
// -----
%v967 = arith.constant 0x4008000000000000 : f64
%v968 = arith.constant 0x579719D22BE622C0 : f64
%v969 = arith.addf %v967, %v968 : f64
"foo.use"(%v969) : (f64) -> ()
// -----
%v970 = arith.constant 0x27D3A : tf32
%v971 = arith.constant 0x262E9 : tf32
%v972 = arith.minimumf %v970, %v971 : tf32
"foo.use"(%v972) : (tf32) -> ()
// -----
%v973 = arith.constant 0x0 : f16
%v974 = arith.constant 0xCE37 : f16
%v975 = arith.divf %v973, %v974 : f16
"foo.use"(%v975) : (f16) -> ()
// -----
%v976 = arith.constant 0xF3 : f8E4M3
%v977 = arith.constant 0xC0 : f8E4M3
%v978 = arith.maxnumf %v976, %v977 : f8E4M3
"foo.use"(%v978) : (f8E4M3) -> ()
// -----
%v979 = arith.constant 0x0 : f128
%v980 = arith.constant 0x7FFF1B2FAC3E066B9172CAACBB1FC0E0 : f128
%v981 = arith.maximumf %v979, %v980 : f128
"foo.use"(%v981) : (f128) -> ()
// -----
%v982 = arith.constant 0xAA : f8E4M3FNUZ
%v983 = arith.constant 0x41 : f8E4M3FNUZ
%v984 = arith.minnumf %v982, %v983 : f8E4M3FNUZ
"foo.use"(%v984) : (f8E4M3FNUZ) -> ()
// -----
%v985 = arith.constant 0x3FFF0000000000000000000000000000 : f128
%v986 = arith.constant 0xE66DE41B87E49E40599E96C313C5E96A : f128
%v987 = arith.minimumf %v985, %v986 : f128
"foo.use"(%v987) : (f128) -> ()
// -----
%v988 = arith.constant 0x0 : f8E5M2FNUZ
%v989 = arith.constant 0xF5 : f8E5M2FNUZ
%v990 = arith.minimumf %v988, %v989 : f8E5M2FNUZ
"foo.use"(%v990) : (f8E5M2FNUZ) -> ()
// -----
%v991 = arith.constant 0x1A : f8E5M2
%v992 = arith.constant 0x7D : f8E5M2
%v993 = arith.remf %v991, %v992 : f8E5M2
"foo.use"(%v993) : (f8E5M2) -> ()
// -----
%v994 = arith.constant 0xAB : f8E5M2FNUZ
%v995 = arith.constant 0xE8 : f8E5M2FNUZ
%v996 = arith.divf %v994, %v995 : f8E5M2FNUZ
"foo.use"(%v996) : (f8E5M2FNUZ) -> ()
// -----
%v997 = arith.constant 0x7E : f8E4M3
%v998 = arith.constant 0x6 : f8E4M3
%v999 = arith.minnumf %v997, %v998 : f8E4M3
"foo.use"(%v999) : (f8E4M3) -> ()
// -----
%v1000 = arith.constant 0x8000000000000000 : f64
%v1001 = arith.constant 0x8000000000000000 : f64
%v1002 = arith.minnumf %v1000, %v1001 : f64
"foo.use"(%v1002) : (f64) -> ()
// -----
%v1003 = arith.constant 0x28 : f6E3M2FN
%v1004 = arith.constant 0x3C : f6E3M2FN
%v1005 = arith.minimumf %v1003, %v1004 : f6E3M2FN
"foo.use"(%v1005) : (f6E3M2FN) -> ()
// -----
%v1006 = arith.constant 0x0 : f16
%v1007 = arith.constant 0x905A : f16
%v1008 = arith.addf %v1006, %v1007 : f16
"foo.use"(%v1008) : (f16) -> ()
// -----
%v1009 = arith.constant 0x5F : f8E5M2FNUZ
%v1010 = arith.constant 0x3E : f8E5M2FNUZ
%v1011 = arith.remf %v1009, %v1010 : f8E5M2FNUZ
"foo.use"(%v1011) : (f8E5M2FNUZ) -> ()
// -----
%v1012 = arith.constant 0x40 : f8E5M2
%v1013 = arith.constant 0x7C : f8E5M2
%v1014 = arith.addf %v1012, %v1013 : f8E5M2
"foo.use"(%v1014) : (f8E5M2) -> ()
// -----
%v1015 = arith.constant 0xFD : f8E4M3B11FNUZ
%v1016 = arith.constant 0x4E : f8E4M3B11FNUZ
%v1017 = arith.minnumf %v1015, %v1016 : f8E4M3B11FNUZ
"foo.use"(%v1017) : (f8E4M3B11FNUZ) -> ()
// -----
%v1018 = arith.constant 0x40A0 : bf16
%v1019 = arith.constant 0x6BCD : bf16
%v1020 = arith.remf %v1018, %v1019 : bf16
"foo.use"(%v1020) : (bf16) -> ()
// -----
%v1021 = arith.constant 0x0 : f4E2M1FN
%v1022 = arith.constant 0x9 : f4E2M1FN
%v1023 = arith.addf %v1021, %v1022 : f4E2M1FN
"foo.use"(%v1023) : (f4E2M1FN) -> ()
// -----
%v1024 = arith.constant 0x3CB2ABFA1000587A : f64
%v1025 = arith.constant 0x7FF4C120D5E8CFD3 : f64
%v1026 = arith.minnumf %v1024, %v1025 : f64
"foo.use"(%v1026) : (f64) -> ()
// -----
%v1027 = arith.constant 0xF9 : f8E4M3B11FNUZ
%v1028 = arith.constant 0xE : f8E4M3B11FNUZ
%v1029 = arith.subf %v1027, %v1028 : f8E4M3B11FNUZ
"foo.use"(%v1029) : (f8E4M3B11FNUZ) -> ()
// -----
%v1030 = arith.constant 0x15 : f8E4M3B11FNUZ
%v1031 = arith.constant 0x60 : f8E4M3B11FNUZ
%v1032 = arith.subf %v1030, %v1031 : f8E4M3B11FNUZ
"foo.use"(%v1032) : (f8E4M3B11FNUZ) -> ()
// -----
%v1033 = arith.constant 0x1F : f6E3M2FN
%v1034 = arith.constant 0x3E : f6E3M2FN
%v1035 = arith.remf %v1033, %v1034 : f6E3M2FN
"foo.use"(%v1035) : (f6E3M2FN) -> ()
