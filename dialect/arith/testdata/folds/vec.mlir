%v1 = arith.constant dense<0x7FD5> : vector<[2]xbf16>
%v2 = arith.constant dense<0x4160> : vector<[2]xbf16>
%v3 = arith.bitcast %v1 : vector<[2]xbf16> to vector<[2]xi16>
"foo.use"(%v3) : (vector<[2]xi16>) -> ()
// -----
%v4 = arith.constant dense<false> : vector<1xi1>
%v5 = arith.constant dense<true> : vector<1xi1>
%v6 = arith.remui %v4, %v5 : vector<1xi1>
"foo.use"(%v6) : (vector<1xi1>) -> ()
// -----
%v7 = arith.constant dense<false> : vector<3xi1>
%v8 = arith.constant dense<[false, false, false]> : vector<3xi1>
%v9 = arith.minui %v7, %v8 : vector<3xi1>
"foo.use"(%v9) : (vector<3xi1>) -> ()
// -----
%v10 = arith.constant dense<0x8000> : vector<3xbf16>
%v11 = arith.constant dense<0xC040> : vector<3xbf16>
%v12 = arith.maxnumf %v10, %v11 : vector<3xbf16>
"foo.use"(%v12) : (vector<3xbf16>) -> ()
// -----
%v13 = arith.constant dense<0xF8> : tensor<f8E4M3FN>
%v14 = arith.constant dense<0x0> : tensor<f8E4M3FN>
%v15 = arith.subf %v13, %v14 : tensor<f8E4M3FN>
"foo.use"(%v15) : (tensor<f8E4M3FN>) -> ()
// -----
%v16 = arith.constant dense<-5803859718891291327> : tensor<i64>
%v17 = arith.constant dense<-1> : tensor<i64>
%v18 = arith.shli %v16, %v17 : tensor<i64>
"foo.use"(%v18) : (tensor<i64>) -> ()
// -----
%v19 = arith.constant dense<9021513233720385796> : vector<3xindex>
%v20 = arith.constant dense<1> : vector<3xindex>
%v21 = arith.shrui %v19, %v20 : vector<3xindex>
"foo.use"(%v21) : (vector<3xindex>) -> ()
// -----
%v22 = arith.constant dense<0x78965416F06B36B1> : tensor<f64>
%v23 = arith.constant dense<0x7FF304F587B31DC1> : tensor<f64>
%v24 = arith.addf %v22, %v23 : tensor<f64>
"foo.use"(%v24) : (tensor<f64>) -> ()
// -----
%v25 = arith.constant dense<0x0> : tensor<f16>
%v26 = arith.constant dense<0x0> : tensor<f16>
%v27 = arith.negf %v25 : tensor<f16>
"foo.use"(%v27) : (tensor<f16>) -> ()
// -----
%v28 = arith.constant dense<0xFF80> : vector<[2]xbf16>
%v29 = arith.constant dense<0x7F80> : vector<[2]xbf16>
%v30 = arith.addf %v28, %v29 : vector<[2]xbf16>
"foo.use"(%v30) : (vector<[2]xbf16>) -> ()
// -----
%v31 = arith.constant dense<[1426028760, 1426028760]> : vector<[2]xi32>
%v32 = arith.constant dense<33> : vector<[2]xi32>
%v33 = arith.minui %v31, %v32 : vector<[2]xi32>
"foo.use"(%v33) : (vector<[2]xi32>) -> ()
// -----
%v34 = arith.constant dense<0x8031AB90> : tensor<2xf32>
%v35 = arith.constant dense<0xC0E00000> : tensor<2xf32>
%v36 = arith.negf %v34 : tensor<2xf32>
"foo.use"(%v36) : (tensor<2xf32>) -> ()
// -----
%v37 = arith.constant dense<false> : tensor<i1>
%v38 = arith.constant dense<false> : tensor<i1>
%v39 = arith.shrsi %v37, %v38 : tensor<i1>
"foo.use"(%v39) : (tensor<i1>) -> ()
// -----
%v40 = arith.constant dense<0x7E2B> : vector<[2]xf16>
%v41 = arith.constant dense<0x4900> : vector<[2]xf16>
%v42 = arith.subf %v40, %v41 : vector<[2]xf16>
"foo.use"(%v42) : (vector<[2]xf16>) -> ()
// -----
%v43 = arith.constant dense<[-773175833, -287354805]> : tensor<2xi32>
%v44 = arith.constant dense<[-758907717, 198811544]> : tensor<2xi32>
%v45 = arith.minsi %v43, %v44 : tensor<2xi32>
"foo.use"(%v45) : (tensor<2xi32>) -> ()
// -----
%v46 = arith.constant dense<0xFE9F> : vector<1xbf16>
%v47 = arith.constant dense<0xA5DF> : vector<1xbf16>
%v48 = arith.minnumf %v46, %v47 : vector<1xbf16>
"foo.use"(%v48) : (vector<1xbf16>) -> ()
// -----
%v49 = arith.constant dense<[-18, 127, 78]> : vector<3xi8>
%v50 = arith.constant dense<[2, 38, 2]> : vector<3xi8>
%v51 = arith.shrui %v49, %v50 : vector<3xi8>
"foo.use"(%v51) : (vector<3xi8>) -> ()
// -----
%v52 = arith.constant dense<0x4829> : tensor<f16>
%v53 = arith.constant dense<0x8212> : tensor<f16>
%v54 = arith.addf %v52, %v53 : tensor<f16>
"foo.use"(%v54) : (tensor<f16>) -> ()
// -----
%v55 = arith.constant dense<[0x1F98, 0x12D]> : tensor<2xf16>
%v56 = arith.constant dense<[0x8156, 0x0]> : tensor<2xf16>
%v57 = arith.remf %v55, %v56 : tensor<2xf16>
"foo.use"(%v57) : (tensor<2xf16>) -> ()
// -----
%v58 = arith.constant dense<0xE6> : vector<1xf8E4M3FN>
%v59 = arith.constant dense<0x70> : vector<1xf8E4M3FN>
%v60 = arith.maximumf %v58, %v59 : vector<1xf8E4M3FN>
"foo.use"(%v60) : (vector<1xf8E4M3FN>) -> ()
// -----
%v61 = arith.constant dense<[-2549207635682831117, -2549207635682831117]> : vector<[2]xindex>
%v62 = arith.constant dense<[7157232386136449743, 7157232386136449743]> : vector<[2]xindex>
%v63 = arith.floordivsi %v61, %v62 : vector<[2]xindex>
"foo.use"(%v63) : (vector<[2]xindex>) -> ()
// -----
%v64 = arith.constant dense<-2> : tensor<2xi8>
%v65 = arith.constant dense<1> : tensor<2xi8>
%v66 = arith.cmpi sgt, %v64, %v65 : tensor<2xi8>
"foo.use"(%v66) : (tensor<2xi1>) -> ()
// -----
%v67 = arith.constant dense<47> : tensor<i8>
%v68 = arith.constant dense<117> : tensor<i8>
%v69 = arith.minui %v67, %v68 : tensor<i8>
"foo.use"(%v69) : (tensor<i8>) -> ()
// -----
%v70 = arith.constant dense<0xC080> : tensor<2xbf16>
%v71 = arith.constant dense<0xFF80> : tensor<2xbf16>
%v72 = arith.maxnumf %v70, %v71 : tensor<2xbf16>
"foo.use"(%v72) : (tensor<2xbf16>) -> ()
// -----
%v73 = arith.constant dense<true> : vector<1xi1>
%v74 = arith.constant dense<true> : vector<1xi1>
%v75 = arith.ori %v73, %v74 : vector<1xi1>
"foo.use"(%v75) : (vector<1xi1>) -> ()
// -----
%v76 = arith.constant dense<-1> : tensor<2xi8>
%v77 = arith.constant dense<[-2, -2]> : tensor<2xi8>
%v78 = arith.xori %v76, %v77 : tensor<2xi8>
"foo.use"(%v78) : (tensor<2xi8>) -> ()
// -----
%v79 = arith.constant dense<0xA28A1432> : vector<[2]xf32>
%v80 = arith.constant dense<0x8042CDF8> : vector<[2]xf32>
%v81 = arith.minimumf %v79, %v80 : vector<[2]xf32>
"foo.use"(%v81) : (vector<[2]xf32>) -> ()
// -----
%v82 = arith.constant dense<[false, false, false]> : vector<3xi1>
%v83 = arith.constant dense<true> : vector<3xi1>
%v84 = arith.xori %v82, %v83 : vector<3xi1>
"foo.use"(%v84) : (vector<3xi1>) -> ()
// -----
%v85 = arith.constant dense<-61> : tensor<i8>
%v86 = arith.constant dense<-76> : tensor<i8>
%v87 = arith.floordivsi %v85, %v86 : tensor<i8>
"foo.use"(%v87) : (tensor<i8>) -> ()
// -----
%v88 = arith.constant dense<[-8615023273255575550, -8615023273255575550]> : vector<[2]xi64>
%v89 = arith.constant dense<-1> : vector<[2]xi64>
%v90 = arith.divui %v88, %v89 : vector<[2]xi64>
"foo.use"(%v90) : (vector<[2]xi64>) -> ()
// -----
%v91 = arith.constant dense<0x22> : vector<3xf8E4M3FN>
%v92 = arith.constant dense<0x4E> : vector<3xf8E4M3FN>
%v93 = arith.minnumf %v91, %v92 : vector<3xf8E4M3FN>
"foo.use"(%v93) : (vector<3xf8E4M3FN>) -> ()
// -----
%v94 = arith.constant dense<-1> : vector<1xi64>
%v95 = arith.constant dense<-4068785450297327275> : vector<1xi64>
%v96 = arith.maxui %v94, %v95 : vector<1xi64>
"foo.use"(%v96) : (vector<1xi64>) -> ()
// -----
%v97 = arith.constant dense<0x7B> : vector<3xf8E4M3FN>
%v98 = arith.constant dense<0xC4> : vector<3xf8E4M3FN>
%v99 = arith.minimumf %v97, %v98 : vector<3xf8E4M3FN>
"foo.use"(%v99) : (vector<3xf8E4M3FN>) -> ()
// -----
%v100 = arith.constant dense<false> : vector<3xi1>
%v101 = arith.constant dense<[false, false, false]> : vector<3xi1>
%v102 = arith.maxui %v100, %v101 : vector<3xi1>
"foo.use"(%v102) : (vector<3xi1>) -> ()
// -----
%v103 = arith.constant dense<31> : tensor<i32>
%v104 = arith.constant dense<512702559> : tensor<i32>
%v105 = arith.subi %v103, %v104 : tensor<i32>
"foo.use"(%v105) : (tensor<i32>) -> ()
// -----
%v106 = arith.constant dense<-1> : tensor<2xi8>
%v107 = arith.constant dense<-1> : tensor<2xi8>
%v108 = arith.divsi %v106, %v107 : tensor<2xi8>
"foo.use"(%v108) : (tensor<2xi8>) -> ()
// -----
%v109 = arith.constant dense<0x8090> : vector<1xf16>
%v110 = arith.constant dense<0x7DCF> : vector<1xf16>
%v111 = arith.bitcast %v109 : vector<1xf16> to vector<1xi16>
"foo.use"(%v111) : (vector<1xi16>) -> ()
// -----
%v112 = arith.constant dense<-1542312896> : vector<3xi32>
%v113 = arith.constant dense<[-2147483648, -2147483648, -2147483648]> : vector<3xi32>
%v114 = arith.remsi %v112, %v113 : vector<3xi32>
"foo.use"(%v114) : (vector<3xi32>) -> ()
// -----
%v115 = arith.constant dense<0xCA00> : tensor<f16>
%v116 = arith.constant dense<0x7F59> : tensor<f16>
%v117 = arith.minnumf %v115, %v116 : tensor<f16>
"foo.use"(%v117) : (tensor<f16>) -> ()
// -----
%v118 = arith.constant dense<0x405B> : vector<3xf16>
%v119 = arith.constant dense<0xCB00> : vector<3xf16>
%v120 = arith.addf %v118, %v119 : vector<3xf16>
"foo.use"(%v120) : (vector<3xf16>) -> ()
// -----
%v121 = arith.constant dense<0xC300> : tensor<2xf16>
%v122 = arith.constant dense<0xF21A> : tensor<2xf16>
%v123 = arith.minimumf %v121, %v122 : tensor<2xf16>
"foo.use"(%v123) : (tensor<2xf16>) -> ()
// -----
%v124 = arith.constant dense<4893894222283054248> : tensor<index>
%v125 = arith.constant dense<3416336891409716638> : tensor<index>
%v126 = arith.remsi %v124, %v125 : tensor<index>
"foo.use"(%v126) : (tensor<index>) -> ()
// -----
%v127 = arith.constant dense<0x0> : tensor<f32>
%v128 = arith.constant dense<0xC0200000> : tensor<f32>
%v129 = arith.fptosi %v127 : tensor<f32> to tensor<i32>
"foo.use"(%v129) : (tensor<i32>) -> ()
// -----
%v130 = arith.constant dense<[-1, 1, 78970823]> : vector<3xi32>
%v131 = arith.constant dense<[0, -982472245, 1]> : vector<3xi32>
%v132 = arith.maxui %v130, %v131 : vector<3xi32>
"foo.use"(%v132) : (vector<3xi32>) -> ()
// -----
%v133 = arith.constant dense<[-3118615299903131850, -8458577730439757703, -2719762824861389016]> : vector<3xi64>
%v134 = arith.constant dense<[0, -6992986804727317811, -6642755802770177808]> : vector<3xi64>
%v135 = arith.divsi %v133, %v134 : vector<3xi64>
"foo.use"(%v135) : (vector<3xi64>) -> ()
// -----
%v136 = arith.constant dense<[-6277935491185313541]> : vector<1xi64>
%v137 = arith.constant dense<[5228711165956491516]> : vector<1xi64>
%v138 = arith.shrsi %v136, %v137 : vector<1xi64>
"foo.use"(%v138) : (vector<1xi64>) -> ()
// -----
%v139 = arith.constant dense<0x3BEB5BF0> : tensor<f32>
%v140 = arith.constant dense<0x7F948A1F> : tensor<f32>
%v141 = arith.addf %v139, %v140 : tensor<f32>
"foo.use"(%v141) : (tensor<f32>) -> ()
// -----
%v142 = arith.constant dense<1852503742> : tensor<i32>
%v143 = arith.constant dense<-330865152> : tensor<i32>
%v144 = arith.maxui %v142, %v143 : tensor<i32>
"foo.use"(%v144) : (tensor<i32>) -> ()
// -----
%v145 = arith.constant dense<[-8345939445410909807, 0, -4518002170855875638]> : vector<3xi64>
%v146 = arith.constant dense<[-4403151418338793559, 7033328958708549642, 2406919612377713174]> : vector<3xi64>
%v147 = arith.andi %v145, %v146 : vector<3xi64>
"foo.use"(%v147) : (vector<3xi64>) -> ()
// -----
%v148 = arith.constant dense<[5536256971882207215, -1, 5703941657993320912]> : vector<3xi64>
%v149 = arith.constant dense<[4951274960251782094, 5280549244997360121, 790964030141703242]> : vector<3xi64>
%v150 = arith.minui %v148, %v149 : vector<3xi64>
"foo.use"(%v150) : (vector<3xi64>) -> ()
// -----
%v151 = arith.constant dense<-13> : vector<3xi8>
%v152 = arith.constant dense<75> : vector<3xi8>
%v153 = arith.ceildivsi %v151, %v152 : vector<3xi8>
"foo.use"(%v153) : (vector<3xi8>) -> ()
// -----
%v154 = arith.constant dense<[-2]> : vector<1xindex>
%v155 = arith.constant dense<[-9223372036854775808]> : vector<1xindex>
%v156 = arith.andi %v154, %v155 : vector<1xindex>
"foo.use"(%v156) : (vector<1xindex>) -> ()
// -----
%v157 = arith.constant dense<-4419588040002864595> : vector<1xindex>
%v158 = arith.constant dense<[-9223372036854775808]> : vector<1xindex>
%v159 = arith.remui %v157, %v158 : vector<1xindex>
"foo.use"(%v159) : (vector<1xindex>) -> ()
// -----
%v160 = arith.constant dense<[true, true]> : tensor<2xi1>
%v161 = arith.constant dense<[true, false]> : tensor<2xi1>
%v162 = arith.maxui %v160, %v161 : tensor<2xi1>
"foo.use"(%v162) : (tensor<2xi1>) -> ()
// -----
%v163 = arith.constant dense<122> : tensor<i8>
%v164 = arith.constant dense<59> : tensor<i8>
%v165 = arith.xori %v163, %v164 : tensor<i8>
"foo.use"(%v165) : (tensor<i8>) -> ()
// -----
%v166 = arith.constant dense<0xB706> : vector<[2]xbf16>
%v167 = arith.constant dense<0x60> : vector<[2]xbf16>
%v168 = arith.minimumf %v166, %v167 : vector<[2]xbf16>
"foo.use"(%v168) : (vector<[2]xbf16>) -> ()
// -----
%v169 = arith.constant dense<8375336852607319147> : vector<1xindex>
%v170 = arith.constant dense<-39971837359159988> : vector<1xindex>
%v171 = arith.remui %v169, %v170 : vector<1xindex>
"foo.use"(%v171) : (vector<1xindex>) -> ()
// -----
%v172 = arith.constant dense<0x7F80> : vector<3xbf16>
%v173 = arith.constant dense<0x8000> : vector<3xbf16>
%v174 = arith.addf %v172, %v173 : vector<3xbf16>
"foo.use"(%v174) : (vector<3xbf16>) -> ()
// -----
%v175 = arith.constant dense<[0x1EC1, 0x4100]> : tensor<2xf16>
%v176 = arith.constant dense<[0x9D9, 0x4000]> : tensor<2xf16>
%v177 = arith.negf %v175 : tensor<2xf16>
"foo.use"(%v177) : (tensor<2xf16>) -> ()
// -----
%v178 = arith.constant dense<42> : tensor<i8>
%v179 = arith.constant dense<51> : tensor<i8>
%v180 = arith.ceildivui %v178, %v179 : tensor<i8>
"foo.use"(%v180) : (tensor<i8>) -> ()
// -----
%v181 = arith.constant dense<false> : vector<1xi1>
%v182 = arith.constant dense<true> : vector<1xi1>
%v183 = arith.maxsi %v181, %v182 : vector<1xi1>
"foo.use"(%v183) : (vector<1xi1>) -> ()
// -----
%v184 = arith.constant dense<[1217419776, 1217419776]> : vector<[2]xi32>
%v185 = arith.constant dense<[0, 0]> : vector<[2]xi32>
%v186 = arith.shrui %v184, %v185 : vector<[2]xi32>
"foo.use"(%v186) : (vector<[2]xi32>) -> ()
// -----
%v187 = arith.constant dense<0x8043ED47> : tensor<f32>
%v188 = arith.constant dense<0x20445B55> : tensor<f32>
%v189 = arith.maximumf %v187, %v188 : tensor<f32>
"foo.use"(%v189) : (tensor<f32>) -> ()
// -----
%v190 = arith.constant dense<0x181> : vector<1xbf16>
%v191 = arith.constant dense<0x0> : vector<1xbf16>
%v192 = arith.addf %v190, %v191 : vector<1xbf16>
"foo.use"(%v192) : (vector<1xbf16>) -> ()
// -----
%v193 = arith.constant dense<[0x7D0C, 0xFC00, 0x7D4B]> : vector<3xf16>
%v194 = arith.constant dense<[0x4BA9, 0x28BA, 0xC6A0]> : vector<3xf16>
%v195 = arith.minimumf %v193, %v194 : vector<3xf16>
"foo.use"(%v195) : (vector<3xf16>) -> ()
// -----
%v196 = arith.constant dense<1850154820254440740> : tensor<i64>
%v197 = arith.constant dense<-3475210868956788784> : tensor<i64>
%v198 = arith.addi %v196, %v197 : tensor<i64>
"foo.use"(%v198) : (tensor<i64>) -> ()
// -----
%v199 = arith.constant dense<2> : vector<[2]xi64>
%v200 = arith.constant dense<[2827060438481050849, 2827060438481050849]> : vector<[2]xi64>
%v201 = arith.shli %v199, %v200 : vector<[2]xi64>
"foo.use"(%v201) : (vector<[2]xi64>) -> ()
// -----
%v202 = arith.constant dense<0x5CA6> : vector<[2]xf16>
%v203 = arith.constant dense<0xEEB4> : vector<[2]xf16>
%v204 = arith.mulf %v202, %v203 : vector<[2]xf16>
"foo.use"(%v204) : (vector<[2]xf16>) -> ()
// -----
%v205 = arith.constant dense<[-1760311945, 899541132]> : tensor<2xi32>
%v206 = arith.constant dense<[205435720, 2]> : tensor<2xi32>
%v207 = arith.divui %v205, %v206 : tensor<2xi32>
"foo.use"(%v207) : (tensor<2xi32>) -> ()
// -----
%v208 = arith.constant dense<0x3E00> : vector<1xf16>
%v209 = arith.constant dense<0x8796> : vector<1xf16>
%v210 = arith.addf %v208, %v209 : vector<1xf16>
"foo.use"(%v210) : (vector<1xf16>) -> ()
// -----
%v211 = arith.constant dense<true> : tensor<2xi1>
%v212 = arith.constant dense<true> : tensor<2xi1>
%v213 = arith.floordivsi %v211, %v212 : tensor<2xi1>
"foo.use"(%v213) : (tensor<2xi1>) -> ()
// -----
%v214 = arith.constant dense<0x43> : vector<3xf8E4M3FN>
%v215 = arith.constant dense<0x52> : vector<3xf8E4M3FN>
%v216 = arith.negf %v214 : vector<3xf8E4M3FN>
"foo.use"(%v216) : (vector<3xf8E4M3FN>) -> ()
// -----
%v217 = arith.constant dense<[0x77, 0xB8]> : tensor<2xf8E4M3FN>
%v218 = arith.constant dense<[0x1C, 0x80]> : tensor<2xf8E4M3FN>
%v219 = arith.addf %v217, %v218 : tensor<2xf8E4M3FN>
"foo.use"(%v219) : (tensor<2xf8E4M3FN>) -> ()
// -----
%v220 = arith.constant dense<[-1484000845348806788, -3476092052551392493, 7163395230043710882]> : vector<3xindex>
%v221 = arith.constant dense<[4677794881875806626, -3007235785500704817, -703108825768811929]> : vector<3xindex>
%v222 = arith.remui %v220, %v221 : vector<3xindex>
"foo.use"(%v222) : (vector<3xindex>) -> ()
// -----
%v223 = arith.constant dense<-2> : vector<[2]xindex>
%v224 = arith.constant dense<1138121674254115169> : vector<[2]xindex>
%v225 = arith.maxsi %v223, %v224 : vector<[2]xindex>
"foo.use"(%v225) : (vector<[2]xindex>) -> ()
// -----
%v226 = arith.constant dense<0xFFF8DC83CBE1C7F9> : vector<1xf64>
%v227 = arith.constant dense<0x29D9DF826B1D> : vector<1xf64>
%v228 = arith.remf %v226, %v227 : vector<1xf64>
"foo.use"(%v228) : (vector<1xf64>) -> ()
// -----
%v229 = arith.constant dense<0x85> : vector<3xf8E4M3FN>
%v230 = arith.constant dense<0x28> : vector<3xf8E4M3FN>
%v231 = arith.bitcast %v229 : vector<3xf8E4M3FN> to vector<3xi8>
"foo.use"(%v231) : (vector<3xi8>) -> ()
// -----
%v232 = arith.constant dense<349914628130158428> : vector<1xindex>
%v233 = arith.constant dense<63> : vector<1xindex>
%v234 = arith.ori %v232, %v233 : vector<1xindex>
"foo.use"(%v234) : (vector<1xindex>) -> ()
// -----
%v235 = arith.constant dense<0x80096A0D2611B93C> : tensor<f64>
%v236 = arith.constant dense<0xAE131AD8A91E4BBE> : tensor<f64>
%v237 = arith.mulf %v235, %v236 : tensor<f64>
"foo.use"(%v237) : (tensor<f64>) -> ()
// -----
%v240 = arith.constant dense<1631413257> : tensor<i32>
%v241 = arith.constant dense<1527555262> : tensor<i32>
%v242 = arith.floordivsi %v240, %v241 : tensor<i32>
"foo.use"(%v242) : (tensor<i32>) -> ()
// -----
%v243 = arith.constant dense<[0x8C902115, 0x80642CFB, 0xBFA00000]> : vector<3xf32>
%v244 = arith.constant dense<[0x110EA3E4, 0x804E6183, 0xAFB793A2]> : vector<3xf32>
%v245 = arith.bitcast %v243 : vector<3xf32> to vector<3xi32>
"foo.use"(%v245) : (vector<3xi32>) -> ()
// -----
%v246 = arith.constant dense<40> : tensor<i8>
%v247 = arith.constant dense<-60> : tensor<i8>
%v248 = arith.shli %v246, %v247 : tensor<i8>
"foo.use"(%v248) : (tensor<i8>) -> ()
// -----
%v249 = arith.constant dense<0x803E462C> : vector<[2]xf32>
%v250 = arith.constant dense<0xFF800000> : vector<[2]xf32>
%v251 = arith.remf %v249, %v250 : vector<[2]xf32>
"foo.use"(%v251) : (vector<[2]xf32>) -> ()
// -----
%v252 = arith.constant dense<1715537193> : vector<3xi32>
%v253 = arith.constant dense<[-2, -2, -2]> : vector<3xi32>
%v254 = arith.remsi %v252, %v253 : vector<3xi32>
"foo.use"(%v254) : (vector<3xi32>) -> ()
// -----
%v255 = arith.constant dense<[false, false, false]> : vector<3xi1>
%v256 = arith.constant dense<false> : vector<3xi1>
%v257 = arith.shrsi %v255, %v256 : vector<3xi1>
"foo.use"(%v257) : (vector<3xi1>) -> ()
// -----
%v258 = arith.constant dense<[-1, -1]> : tensor<2xi64>
%v259 = arith.constant dense<63> : tensor<2xi64>
%v260 = arith.subi %v258, %v259 : tensor<2xi64>
"foo.use"(%v260) : (tensor<2xi64>) -> ()
// -----
%v261 = arith.constant dense<[-2030220318]> : vector<1xi32>
%v262 = arith.constant dense<934704919> : vector<1xi32>
%v263 = arith.divui %v261, %v262 : vector<1xi32>
"foo.use"(%v263) : (vector<1xi32>) -> ()
// -----
%v264 = arith.constant dense<0x4F74> : vector<[2]xbf16>
%v265 = arith.constant dense<0x7F80> : vector<[2]xbf16>
%v266 = arith.minimumf %v264, %v265 : vector<[2]xbf16>
"foo.use"(%v266) : (vector<[2]xbf16>) -> ()
// -----
%v267 = arith.constant dense<false> : tensor<i1>
%v268 = arith.constant dense<false> : tensor<i1>
%v269 = arith.cmpi ugt, %v267, %v268 : tensor<i1>
"foo.use"(%v269) : (tensor<i1>) -> ()
// -----
%v270 = arith.constant dense<[0x27, 0xC6]> : tensor<2xf8E4M3FN>
%v271 = arith.constant dense<[0x78, 0xCE]> : tensor<2xf8E4M3FN>
%v272 = arith.maximumf %v270, %v271 : tensor<2xf8E4M3FN>
"foo.use"(%v272) : (tensor<2xf8E4M3FN>) -> ()
// -----
%v273 = arith.constant dense<0x78> : vector<1xf8E4M3FN>
%v274 = arith.constant dense<0xE7> : vector<1xf8E4M3FN>
%v275 = arith.bitcast %v273 : vector<1xf8E4M3FN> to vector<1xi8>
"foo.use"(%v275) : (vector<1xi8>) -> ()
// -----
%v276 = arith.constant dense<0xB1D3> : tensor<bf16>
%v277 = arith.constant dense<0x75B> : tensor<bf16>
%v278 = arith.maximumf %v276, %v277 : tensor<bf16>
"foo.use"(%v278) : (tensor<bf16>) -> ()
// -----
%v279 = arith.constant dense<[false, true]> : tensor<2xi1>
%v280 = arith.constant dense<true> : tensor<2xi1>
%v281 = arith.remsi %v279, %v280 : tensor<2xi1>
"foo.use"(%v281) : (tensor<2xi1>) -> ()
// -----
%v282 = arith.constant dense<-3030748166415441749> : tensor<index>
%v283 = arith.constant dense<2> : tensor<index>
%v284 = arith.shrui %v282, %v283 : tensor<index>
"foo.use"(%v284) : (tensor<index>) -> ()
// -----
%v285 = arith.constant dense<1840801439> : tensor<i32>
%v286 = arith.constant dense<1256403671> : tensor<i32>
%v287 = arith.shli %v285, %v286 : tensor<i32>
"foo.use"(%v287) : (tensor<i32>) -> ()
// -----
%v288 = arith.constant dense<0x7F85837B> : tensor<f32>
%v289 = arith.constant dense<0xC1000000> : tensor<f32>
%v290 = arith.remf %v288, %v289 : tensor<f32>
"foo.use"(%v290) : (tensor<f32>) -> ()
// -----
%v291 = arith.constant dense<7> : vector<1xi8>
%v292 = arith.constant dense<65> : vector<1xi8>
%v293 = arith.cmpi ne, %v291, %v292 : vector<1xi8>
"foo.use"(%v293) : (vector<1xi1>) -> ()
// -----
%v294 = arith.constant dense<0xFF86> : vector<[2]xbf16>
%v295 = arith.constant dense<0x4F61> : vector<[2]xbf16>
%v296 = arith.maximumf %v294, %v295 : vector<[2]xbf16>
"foo.use"(%v296) : (vector<[2]xbf16>) -> ()
// -----
%v297 = arith.constant dense<0xD0> : vector<[2]xf8E4M3FN>
%v298 = arith.constant dense<0x80> : vector<[2]xf8E4M3FN>
%v299 = arith.subf %v297, %v298 : vector<[2]xf8E4M3FN>
"foo.use"(%v299) : (vector<[2]xf8E4M3FN>) -> ()
// -----
%v300 = arith.constant dense<0x28DF0519> : tensor<2xf32>
%v301 = arith.constant dense<0x3FA00000> : tensor<2xf32>
%v302 = arith.extf %v300 : tensor<2xf32> to tensor<2xf64>
"foo.use"(%v302) : (tensor<2xf64>) -> ()
// -----
%v303 = arith.constant dense<[-1433189322, -1, 2147483647]> : vector<3xi32>
%v304 = arith.constant dense<[-1148676101, 0, 31]> : vector<3xi32>
%v305 = arith.divsi %v303, %v304 : vector<3xi32>
"foo.use"(%v305) : (vector<3xi32>) -> ()
// -----
%v306 = arith.constant dense<0x1F9B> : vector<1xf16>
%v307 = arith.constant dense<0x6308> : vector<1xf16>
%v308 = arith.maxnumf %v306, %v307 : vector<1xf16>
"foo.use"(%v308) : (vector<1xf16>) -> ()
// -----
%v309 = arith.constant dense<[-8166200666194057887, -4757428656354609623, 332393070052650055]> : vector<3xindex>
%v310 = arith.constant dense<[1707580949359274825, 3977540779909622720, 63]> : vector<3xindex>
%v311 = arith.andi %v309, %v310 : vector<3xindex>
"foo.use"(%v311) : (vector<3xindex>) -> ()
// -----
%v312 = arith.constant dense<[0xC0DE43E380F95E23, 0xF72A4808042F2C32, 0x8000000000000000]> : vector<3xf64>
%v313 = arith.constant dense<[0x8000000000000000, 0x0, 0xC01C000000000000]> : vector<3xf64>
%v314 = arith.mulf %v312, %v313 : vector<3xf64>
"foo.use"(%v314) : (vector<3xf64>) -> ()
// -----
%v315 = arith.constant dense<[-128, -128]> : tensor<2xi8>
%v316 = arith.constant dense<67> : tensor<2xi8>
%v317 = arith.xori %v315, %v316 : tensor<2xi8>
"foo.use"(%v317) : (tensor<2xi8>) -> ()
// -----
%v318 = arith.constant dense<64> : tensor<2xi8>
%v319 = arith.constant dense<-79> : tensor<2xi8>
%v320 = arith.shrsi %v318, %v319 : tensor<2xi8>
"foo.use"(%v320) : (tensor<2xi8>) -> ()
// -----
%v321 = arith.constant dense<0xCE0F> : vector<1xbf16>
%v322 = arith.constant dense<0x4080> : vector<1xbf16>
%v323 = arith.maximumf %v321, %v322 : vector<1xbf16>
"foo.use"(%v323) : (vector<1xbf16>) -> ()
// -----
%v324 = arith.constant dense<false> : tensor<i1>
%v325 = arith.constant dense<true> : tensor<i1>
%v326 = arith.shrsi %v324, %v325 : tensor<i1>
"foo.use"(%v326) : (tensor<i1>) -> ()
// -----
%v327 = arith.constant dense<[0xFB, 0x1, 0x1]> : vector<3xf8E4M3FN>
%v328 = arith.constant dense<[0xC8, 0x0, 0x78]> : vector<3xf8E4M3FN>
%v329 = arith.extf %v327 : vector<3xf8E4M3FN> to vector<3xf16>
"foo.use"(%v329) : (vector<3xf16>) -> ()
// -----
%v330 = arith.constant dense<0xB7A9> : vector<1xbf16>
%v331 = arith.constant dense<0x8016> : vector<1xbf16>
%v332 = arith.maxnumf %v330, %v331 : vector<1xbf16>
"foo.use"(%v332) : (vector<1xbf16>) -> ()
// -----
%v333 = arith.constant dense<1505225391> : tensor<2xi32>
%v334 = arith.constant dense<[2, 2]> : tensor<2xi32>
%v335 = arith.minui %v333, %v334 : tensor<2xi32>
"foo.use"(%v335) : (tensor<2xi32>) -> ()
// -----
%v336 = arith.constant dense<false> : vector<[2]xi1>
%v337 = arith.constant dense<[false, false]> : vector<[2]xi1>
%v338 = arith.floordivsi %v336, %v337 : vector<[2]xi1>
"foo.use"(%v338) : (vector<[2]xi1>) -> ()
// -----
%v339 = arith.constant dense<true> : vector<1xi1>
%v340 = arith.constant dense<[false]> : vector<1xi1>
%v341 = arith.cmpi sgt, %v339, %v340 : vector<1xi1>
"foo.use"(%v341) : (vector<1xi1>) -> ()
// -----
%v342 = arith.constant dense<0xAB0F> : tensor<2xf16>
%v343 = arith.constant dense<0x3F82> : tensor<2xf16>
%v344 = arith.fptosi %v342 : tensor<2xf16> to tensor<2xi32>
"foo.use"(%v344) : (tensor<2xi32>) -> ()
// -----
%v345 = arith.constant dense<[-6349991585005513339, -8597430014645138594, 64]> : vector<3xindex>
%v346 = arith.constant dense<[8126556606698893334, -327001881571573485, 7070410968996339593]> : vector<3xindex>
%v347 = arith.ceildivsi %v345, %v346 : vector<3xindex>
"foo.use"(%v347) : (vector<3xindex>) -> ()
// -----
%v348 = arith.constant dense<1602318645> : vector<3xi32>
%v349 = arith.constant dense<1398327170> : vector<3xi32>
%v350 = arith.shli %v348, %v349 : vector<3xi32>
"foo.use"(%v350) : (vector<3xi32>) -> ()
// -----
%v351 = arith.constant dense<8107488063709266399> : tensor<2xi64>
%v352 = arith.constant dense<5194607670224639624> : tensor<2xi64>
%v353 = arith.muli %v351, %v352 : tensor<2xi64>
"foo.use"(%v353) : (tensor<2xi64>) -> ()
// -----
%v354 = arith.constant dense<true> : tensor<2xi1>
%v355 = arith.constant dense<false> : tensor<2xi1>
%v356 = arith.remui %v354, %v355 : tensor<2xi1>
"foo.use"(%v356) : (tensor<2xi1>) -> ()
// -----
%v357 = arith.constant dense<6637543967633559225> : tensor<i64>
%v358 = arith.constant dense<63> : tensor<i64>
%v359 = arith.divsi %v357, %v358 : tensor<i64>
"foo.use"(%v359) : (tensor<i64>) -> ()
// -----
%v360 = arith.constant dense<false> : vector<[2]xi1>
%v361 = arith.constant dense<false> : vector<[2]xi1>
%v362 = arith.shrsi %v360, %v361 : vector<[2]xi1>
"foo.use"(%v362) : (vector<[2]xi1>) -> ()
// -----
%v363 = arith.constant dense<false> : tensor<2xi1>
%v364 = arith.constant dense<[true, true]> : tensor<2xi1>
%v365 = arith.muli %v363, %v364 : tensor<2xi1>
"foo.use"(%v365) : (tensor<2xi1>) -> ()
// -----
%v366 = arith.constant dense<-2> : tensor<i32>
%v367 = arith.constant dense<31> : tensor<i32>
%v368 = arith.ceildivsi %v366, %v367 : tensor<i32>
"foo.use"(%v368) : (tensor<i32>) -> ()
// -----
%v369 = arith.constant dense<true> : tensor<2xi1>
%v370 = arith.constant dense<false> : tensor<2xi1>
%v371 = arith.minui %v369, %v370 : tensor<2xi1>
"foo.use"(%v371) : (tensor<2xi1>) -> ()
// -----
%v372 = arith.constant dense<0x7D> : vector<1xf8E4M3FN>
%v373 = arith.constant dense<0x44> : vector<1xf8E4M3FN>
%v374 = arith.bitcast %v372 : vector<1xf8E4M3FN> to vector<1xi8>
"foo.use"(%v374) : (vector<1xi8>) -> ()
// -----
%v375 = arith.constant dense<[681654584, 1578386027]> : tensor<2xi32>
%v376 = arith.constant dense<[1252354864, 2]> : tensor<2xi32>
%v377 = arith.maxui %v375, %v376 : tensor<2xi32>
"foo.use"(%v377) : (tensor<2xi32>) -> ()
// -----
%v378 = arith.constant dense<[2, 2]> : vector<[2]xi64>
%v379 = arith.constant dense<[1, 1]> : vector<[2]xi64>
%v380 = arith.subi %v378, %v379 : vector<[2]xi64>
"foo.use"(%v380) : (vector<[2]xi64>) -> ()
// -----
%v381 = arith.constant dense<4713406593971113236> : tensor<index>
%v382 = arith.constant dense<9223372036854775807> : tensor<index>
%v383 = arith.ori %v381, %v382 : tensor<index>
"foo.use"(%v383) : (tensor<index>) -> ()
// -----
%v384 = arith.constant dense<9223372036854775807> : tensor<index>
%v385 = arith.constant dense<8492446818538319031> : tensor<index>
%v386 = arith.shrsi %v384, %v385 : tensor<index>
"foo.use"(%v386) : (tensor<index>) -> ()
// -----
%v387 = arith.constant dense<[0xB051E88D, 0x1DA6E905, 0x0]> : vector<3xf32>
%v388 = arith.constant dense<[0x11AD6E9, 0x673C01, 0xC0200000]> : vector<3xf32>
%v389 = arith.fptosi %v387 : vector<3xf32> to vector<3xi32>
"foo.use"(%v389) : (vector<3xi32>) -> ()
// -----
%v390 = arith.constant dense<0x696E> : tensor<bf16>
%v391 = arith.constant dense<0xC318> : tensor<bf16>
%v392 = arith.maximumf %v390, %v391 : tensor<bf16>
"foo.use"(%v392) : (tensor<bf16>) -> ()
// -----
%v393 = arith.constant dense<[0xFF800000, 0x40800000]> : tensor<2xf32>
%v394 = arith.constant dense<[0xB3B5BA49, 0x7F800000]> : tensor<2xf32>
%v395 = arith.maxnumf %v393, %v394 : tensor<2xf32>
"foo.use"(%v395) : (tensor<2xf32>) -> ()
// -----
%v396 = arith.constant dense<3074630551384058627> : vector<1xindex>
%v397 = arith.constant dense<63> : vector<1xindex>
%v398 = arith.shrsi %v396, %v397 : vector<1xindex>
"foo.use"(%v398) : (vector<1xindex>) -> ()
// -----
%v399 = arith.constant dense<[143950978, 143950978, 143950978]> : vector<3xi32>
%v400 = arith.constant dense<-111190329> : vector<3xi32>
%v401 = arith.minsi %v399, %v400 : vector<3xi32>
"foo.use"(%v401) : (vector<3xi32>) -> ()
// -----
%v402 = arith.constant dense<-6654579513907054434> : vector<1xi64>
%v403 = arith.constant dense<2> : vector<1xi64>
%v404 = arith.floordivsi %v402, %v403 : vector<1xi64>
"foo.use"(%v404) : (vector<1xi64>) -> ()
// -----
%v405 = arith.constant dense<0x4C1C> : vector<1xbf16>
%v406 = arith.constant dense<0x26C4> : vector<1xbf16>
%v407 = arith.remf %v405, %v406 : vector<1xbf16>
"foo.use"(%v407) : (vector<1xbf16>) -> ()
// -----
%v408 = arith.constant dense<0xB90B492D8E7EC997> : vector<3xf64>
%v409 = arith.constant dense<0xBFF0000000000000> : vector<3xf64>
%v410 = arith.minnumf %v408, %v409 : vector<3xf64>
"foo.use"(%v410) : (vector<3xf64>) -> ()
// -----
%v411 = arith.constant dense<0xBFA0> : vector<[2]xbf16>
%v412 = arith.constant dense<0x1C9D> : vector<[2]xbf16>
%v413 = arith.extf %v411 : vector<[2]xbf16> to vector<[2]xf32>
"foo.use"(%v413) : (vector<[2]xf32>) -> ()
// -----
%v414 = arith.constant dense<0xFFF78E1739207201> : vector<1xf64>
%v415 = arith.constant dense<0x36AD2077825A7> : vector<1xf64>
%v416 = arith.mulf %v414, %v415 : vector<1xf64>
"foo.use"(%v416) : (vector<1xf64>) -> ()
// -----
%v417 = arith.constant dense<0xFF80> : tensor<bf16>
%v418 = arith.constant dense<0x8000> : tensor<bf16>
%v419 = arith.minimumf %v417, %v418 : tensor<bf16>
"foo.use"(%v419) : (tensor<bf16>) -> ()
// -----
%v420 = arith.constant dense<true> : tensor<i1>
%v421 = arith.constant dense<false> : tensor<i1>
%v422 = arith.minui %v420, %v421 : tensor<i1>
"foo.use"(%v422) : (tensor<i1>) -> ()
// -----
%v423 = arith.constant dense<6> : vector<[2]xi8>
%v424 = arith.constant dense<8> : vector<[2]xi8>
%v425 = arith.divui %v423, %v424 : vector<[2]xi8>
"foo.use"(%v425) : (vector<[2]xi8>) -> ()
// -----
%v426 = arith.constant dense<[true, true]> : vector<[2]xi1>
%v427 = arith.constant dense<true> : vector<[2]xi1>
%v428 = arith.maxui %v426, %v427 : vector<[2]xi1>
"foo.use"(%v428) : (vector<[2]xi1>) -> ()
// -----
%v429 = arith.constant dense<119> : tensor<i8>
%v430 = arith.constant dense<100> : tensor<i8>
%v431 = arith.remsi %v429, %v430 : tensor<i8>
"foo.use"(%v431) : (tensor<i8>) -> ()
// -----
%v432 = arith.constant dense<0x78> : vector<[2]xf8E4M3FN>
%v433 = arith.constant dense<0x63> : vector<[2]xf8E4M3FN>
%v434 = arith.minnumf %v432, %v433 : vector<[2]xf8E4M3FN>
"foo.use"(%v434) : (vector<[2]xf8E4M3FN>) -> ()
// -----
%v435 = arith.constant dense<[-1, -1]> : vector<[2]xi32>
%v436 = arith.constant dense<1> : vector<[2]xi32>
%v437 = arith.minsi %v435, %v436 : vector<[2]xi32>
"foo.use"(%v437) : (vector<[2]xi32>) -> ()
// -----
%v438 = arith.constant dense<0xF8> : vector<[2]xf8E4M3FN>
%v439 = arith.constant dense<0x83> : vector<[2]xf8E4M3FN>
%v440 = arith.divf %v438, %v439 : vector<[2]xf8E4M3FN>
"foo.use"(%v440) : (vector<[2]xf8E4M3FN>) -> ()
// -----
%v441 = arith.constant dense<0x9DE> : vector<[2]xbf16>
%v442 = arith.constant dense<0xC0A0> : vector<[2]xbf16>
%v443 = arith.addf %v441, %v442 : vector<[2]xbf16>
"foo.use"(%v443) : (vector<[2]xbf16>) -> ()
// -----
%v444 = arith.constant dense<[31, 31]> : vector<[2]xi32>
%v445 = arith.constant dense<50380963> : vector<[2]xi32>
%v446 = arith.xori %v444, %v445 : vector<[2]xi32>
"foo.use"(%v446) : (vector<[2]xi32>) -> ()
// -----
%v447 = arith.constant dense<[-114, -114]> : vector<[2]xi8>
%v448 = arith.constant dense<107> : vector<[2]xi8>
%v449 = arith.muli %v447, %v448 : vector<[2]xi8>
"foo.use"(%v449) : (vector<[2]xi8>) -> ()
// -----
%v450 = arith.constant dense<false> : tensor<i1>
%v451 = arith.constant dense<false> : tensor<i1>
%v452 = arith.subi %v450, %v451 : tensor<i1>
"foo.use"(%v452) : (tensor<i1>) -> ()
// -----
%v453 = arith.constant dense<[32, 32, 32]> : vector<3xi32>
%v454 = arith.constant dense<[-222528037, -222528037, -222528037]> : vector<3xi32>
%v455 = arith.andi %v453, %v454 : vector<3xi32>
"foo.use"(%v455) : (vector<3xi32>) -> ()
// -----
%v456 = arith.constant dense<[-2147483648, -2147483648]> : vector<[2]xi32>
%v457 = arith.constant dense<[-1347607093, -1347607093]> : vector<[2]xi32>
%v458 = arith.ceildivui %v456, %v457 : vector<[2]xi32>
"foo.use"(%v458) : (vector<[2]xi32>) -> ()
// -----
%v459 = arith.constant dense<[0x7F800000, 0x5632787D]> : tensor<2xf32>
%v460 = arith.constant dense<[0xACBC9106, 0x35E57ED5]> : tensor<2xf32>
%v461 = arith.fptosi %v459 : tensor<2xf32> to tensor<2xi32>
"foo.use"(%v461) : (tensor<2xi32>) -> ()
// -----
%v462 = arith.constant dense<0xFC00> : vector<[2]xf16>
%v463 = arith.constant dense<0x4500> : vector<[2]xf16>
%v464 = arith.maxnumf %v462, %v463 : vector<[2]xf16>
"foo.use"(%v464) : (vector<[2]xf16>) -> ()
// -----
%v465 = arith.constant dense<0x288> : vector<1xbf16>
%v466 = arith.constant dense<0xBFC0> : vector<1xbf16>
%v467 = arith.negf %v465 : vector<1xbf16>
"foo.use"(%v467) : (vector<1xbf16>) -> ()
// -----
%v468 = arith.constant dense<0x153F> : vector<1xf16>
%v469 = arith.constant dense<0xFCDD> : vector<1xf16>
%v470 = arith.addf %v468, %v469 : vector<1xf16>
"foo.use"(%v470) : (vector<1xf16>) -> ()
// -----
%v471 = arith.constant dense<0x82C4> : tensor<f16>
%v472 = arith.constant dense<0xF24> : tensor<f16>
%v473 = arith.mulf %v471, %v472 : tensor<f16>
"foo.use"(%v473) : (tensor<f16>) -> ()
// -----
%v474 = arith.constant dense<[-128]> : vector<1xi8>
%v475 = arith.constant dense<97> : vector<1xi8>
%v476 = arith.andi %v474, %v475 : vector<1xi8>
"foo.use"(%v476) : (vector<1xi8>) -> ()
// -----
%v477 = arith.constant dense<0x8000> : tensor<f16>
%v478 = arith.constant dense<0x4300> : tensor<f16>
%v479 = arith.divf %v477, %v478 : tensor<f16>
"foo.use"(%v479) : (tensor<f16>) -> ()
// -----
%v480 = arith.constant dense<0xBDD5FD4> : vector<[2]xf32>
%v481 = arith.constant dense<0x0> : vector<[2]xf32>
%v482 = arith.subf %v480, %v481 : vector<[2]xf32>
"foo.use"(%v482) : (vector<[2]xf32>) -> ()
// -----
%v483 = arith.constant dense<-4147361863167287567> : vector<[2]xindex>
%v484 = arith.constant dense<-9223372036854775808> : vector<[2]xindex>
%v485 = arith.shli %v483, %v484 : vector<[2]xindex>
"foo.use"(%v485) : (vector<[2]xindex>) -> ()
// -----
%v486 = arith.constant dense<[40, 40, 40]> : vector<3xi8>
%v487 = arith.constant dense<[117, 117, 117]> : vector<3xi8>
%v488 = arith.ceildivui %v486, %v487 : vector<3xi8>
"foo.use"(%v488) : (vector<3xi8>) -> ()
// -----
%v489 = arith.constant dense<[0xBD00, 0x80A9]> : tensor<2xf16>
%v490 = arith.constant dense<[0x1449, 0x0]> : tensor<2xf16>
%v491 = arith.maxnumf %v489, %v490 : tensor<2xf16>
"foo.use"(%v491) : (tensor<2xf16>) -> ()
// -----
%v492 = arith.constant dense<245648607> : vector<1xi32>
%v493 = arith.constant dense<[-2147483648]> : vector<1xi32>
%v494 = arith.floordivsi %v492, %v493 : vector<1xi32>
"foo.use"(%v494) : (vector<1xi32>) -> ()
// -----
%v495 = arith.constant dense<2147483647> : tensor<i32>
%v496 = arith.constant dense<-2147483648> : tensor<i32>
%v497 = arith.divsi %v495, %v496 : tensor<i32>
"foo.use"(%v497) : (tensor<i32>) -> ()
// -----
%v498 = arith.constant dense<0x0> : tensor<2xf32>
%v499 = arith.constant dense<0x7FF62C7B> : tensor<2xf32>
%v500 = arith.remf %v498, %v499 : tensor<2xf32>
"foo.use"(%v500) : (tensor<2xf32>) -> ()
// -----
%v501 = arith.constant dense<-1195079293> : tensor<i32>
%v502 = arith.constant dense<-670172861> : tensor<i32>
%v503 = arith.minui %v501, %v502 : tensor<i32>
"foo.use"(%v503) : (tensor<i32>) -> ()
// -----
%v504 = arith.constant dense<[7681732431625518949, 7681732431625518949]> : tensor<2xindex>
%v505 = arith.constant dense<65> : tensor<2xindex>
%v506 = arith.maxui %v504, %v505 : tensor<2xindex>
"foo.use"(%v506) : (tensor<2xindex>) -> ()
// -----
%v507 = arith.constant dense<[5916936859606889215, 5916936859606889215]> : vector<[2]xindex>
%v508 = arith.constant dense<[65, 65]> : vector<[2]xindex>
%v509 = arith.andi %v507, %v508 : vector<[2]xindex>
"foo.use"(%v509) : (vector<[2]xindex>) -> ()
// -----
%v510 = arith.constant dense<0xDA> : vector<1xf8E4M3FN>
%v511 = arith.constant dense<0x83> : vector<1xf8E4M3FN>
%v512 = arith.maxnumf %v510, %v511 : vector<1xf8E4M3FN>
"foo.use"(%v512) : (vector<1xf8E4M3FN>) -> ()
// -----
%v513 = arith.constant dense<[false, false, true]> : vector<3xi1>
%v514 = arith.constant dense<[false, true, true]> : vector<3xi1>
%v515 = arith.ceildivui %v513, %v514 : vector<3xi1>
"foo.use"(%v515) : (vector<3xi1>) -> ()
// -----
%v516 = arith.constant dense<[0x7F9E, 0x800B]> : tensor<2xbf16>
%v517 = arith.constant dense<[0x8020, 0x7F80]> : tensor<2xbf16>
%v518 = arith.addf %v516, %v517 : tensor<2xbf16>
"foo.use"(%v518) : (tensor<2xbf16>) -> ()
// -----
%v519 = arith.constant dense<-3246300173802332393> : vector<1xi64>
%v520 = arith.constant dense<1> : vector<1xi64>
%v521 = arith.maxsi %v519, %v520 : vector<1xi64>
"foo.use"(%v521) : (vector<1xi64>) -> ()
// -----
%v522 = arith.constant dense<-6134677709421464527> : vector<1xi64>
%v523 = arith.constant dense<-4775416410006238501> : vector<1xi64>
%v524 = arith.shrui %v522, %v523 : vector<1xi64>
"foo.use"(%v524) : (vector<1xi64>) -> ()
// -----
%v525 = arith.constant dense<[0x4120, 0xA1B1, 0x96A7]> : vector<3xbf16>
%v526 = arith.constant dense<[0xDF2E, 0xC160, 0xFF80]> : vector<3xbf16>
%v527 = arith.minimumf %v525, %v526 : vector<3xbf16>
"foo.use"(%v527) : (vector<3xbf16>) -> ()
// -----
%v528 = arith.constant dense<2147483647> : vector<3xi32>
%v529 = arith.constant dense<1431341349> : vector<3xi32>
%v530 = arith.shli %v528, %v529 : vector<3xi32>
"foo.use"(%v530) : (vector<3xi32>) -> ()
// -----
%v531 = arith.constant dense<102> : tensor<i8>
%v532 = arith.constant dense<104> : tensor<i8>
%v533 = arith.minsi %v531, %v532 : tensor<i8>
"foo.use"(%v533) : (tensor<i8>) -> ()
// -----
%v534 = arith.constant dense<0xFC> : tensor<f8E4M3FN>
%v535 = arith.constant dense<0x83> : tensor<f8E4M3FN>
%v536 = arith.bitcast %v534 : tensor<f8E4M3FN> to tensor<i8>
"foo.use"(%v536) : (tensor<i8>) -> ()
// -----
%v537 = arith.constant dense<[0xE1F, 0x4311]> : tensor<2xf16>
%v538 = arith.constant dense<[0xFEDA, 0x72B1]> : tensor<2xf16>
%v539 = arith.divf %v537, %v538 : tensor<2xf16>
"foo.use"(%v539) : (tensor<2xf16>) -> ()
// -----
%v540 = arith.constant dense<0x18D25CC3C3330F9> : vector<[2]xf64>
%v541 = arith.constant dense<0xFFF314FAC8DF945E> : vector<[2]xf64>
%v542 = arith.maxnumf %v540, %v541 : vector<[2]xf64>
"foo.use"(%v542) : (vector<[2]xf64>) -> ()
// -----
%v543 = arith.constant dense<[0x6EED, 0xF599, 0x0]> : vector<3xf16>
%v544 = arith.constant dense<[0x5FC, 0xFC00, 0x9A9D]> : vector<3xf16>
%v545 = arith.minimumf %v543, %v544 : vector<3xf16>
"foo.use"(%v545) : (vector<3xf16>) -> ()
// -----
%v546 = arith.constant dense<0x8000> : tensor<bf16>
%v547 = arith.constant dense<0xC060> : tensor<bf16>
%v548 = arith.divf %v546, %v547 : tensor<bf16>
"foo.use"(%v548) : (tensor<bf16>) -> ()
// -----
%v549 = arith.constant dense<[-49, -1]> : tensor<2xi8>
%v550 = arith.constant dense<[94, 83]> : tensor<2xi8>
%v551 = arith.minui %v549, %v550 : tensor<2xi8>
"foo.use"(%v551) : (tensor<2xi8>) -> ()
// -----
%v552 = arith.constant dense<[true, false, false]> : vector<3xi1>
%v553 = arith.constant dense<false> : vector<3xi1>
%v554 = arith.divui %v552, %v553 : vector<3xi1>
"foo.use"(%v554) : (vector<3xi1>) -> ()
// -----
%v555 = arith.constant dense<false> : tensor<i1>
%v556 = arith.constant dense<false> : tensor<i1>
%v557 = arith.ceildivui %v555, %v556 : tensor<i1>
"foo.use"(%v557) : (tensor<i1>) -> ()
// -----
%v558 = arith.constant dense<[106, -2]> : tensor<2xi8>
%v559 = arith.constant dense<[-61, 9]> : tensor<2xi8>
%v560 = arith.remsi %v558, %v559 : tensor<2xi8>
"foo.use"(%v560) : (tensor<2xi8>) -> ()
// -----
%v561 = arith.constant dense<0x7C00> : tensor<f16>
%v562 = arith.constant dense<0xC100> : tensor<f16>
%v563 = arith.bitcast %v561 : tensor<f16> to tensor<i16>
"foo.use"(%v563) : (tensor<i16>) -> ()
// -----
%v564 = arith.constant dense<0x773D5C161E2B2D86> : vector<3xf64>
%v565 = arith.constant dense<0x0> : vector<3xf64>
%v566 = arith.addf %v564, %v565 : vector<3xf64>
"foo.use"(%v566) : (vector<3xf64>) -> ()
// -----
%v567 = arith.constant dense<8970030083367210850> : vector<1xindex>
%v568 = arith.constant dense<[-9223372036854775808]> : vector<1xindex>
%v569 = arith.divui %v567, %v568 : vector<1xindex>
"foo.use"(%v569) : (vector<1xindex>) -> ()
// -----
%v570 = arith.constant dense<-4759641707765639748> : tensor<2xi64>
%v571 = arith.constant dense<9172066881185315491> : tensor<2xi64>
%v572 = arith.xori %v570, %v571 : tensor<2xi64>
"foo.use"(%v572) : (tensor<2xi64>) -> ()
// -----
%v573 = arith.constant dense<0x8000000000000000> : tensor<f64>
%v574 = arith.constant dense<0x402C000000000000> : tensor<f64>
%v575 = arith.remf %v573, %v574 : tensor<f64>
"foo.use"(%v575) : (tensor<f64>) -> ()
// -----
%v576 = arith.constant dense<0xFFAD> : vector<1xbf16>
%v577 = arith.constant dense<0x3FE0> : vector<1xbf16>
%v578 = arith.maximumf %v576, %v577 : vector<1xbf16>
"foo.use"(%v578) : (vector<1xbf16>) -> ()
// -----
%v579 = arith.constant dense<0xE4> : vector<1xf8E4M3FN>
%v580 = arith.constant dense<0x8D> : vector<1xf8E4M3FN>
%v581 = arith.mulf %v579, %v580 : vector<1xf8E4M3FN>
"foo.use"(%v581) : (vector<1xf8E4M3FN>) -> ()
// -----
%v582 = arith.constant dense<0x3> : vector<[2]xf8E4M3FN>
%v583 = arith.constant dense<0x2E> : vector<[2]xf8E4M3FN>
%v584 = arith.remf %v582, %v583 : vector<[2]xf8E4M3FN>
"foo.use"(%v584) : (vector<[2]xf8E4M3FN>) -> ()
// -----
%v585 = arith.constant dense<false> : vector<[2]xi1>
%v586 = arith.constant dense<true> : vector<[2]xi1>
%v587 = arith.divsi %v585, %v586 : vector<[2]xi1>
"foo.use"(%v587) : (vector<[2]xi1>) -> ()
// -----
%v588 = arith.constant dense<-39> : tensor<i8>
%v589 = arith.constant dense<-2> : tensor<i8>
%v590 = arith.divsi %v588, %v589 : tensor<i8>
"foo.use"(%v590) : (tensor<i8>) -> ()
// -----
%v591 = arith.constant dense<-122> : vector<[2]xi8>
%v592 = arith.constant dense<-21> : vector<[2]xi8>
%v593 = arith.addi %v591, %v592 : vector<[2]xi8>
"foo.use"(%v593) : (vector<[2]xi8>) -> ()
// -----
%v594 = arith.constant dense<0x41400000> : vector<1xf32>
%v595 = arith.constant dense<0xFFE79E81> : vector<1xf32>
%v596 = arith.fptosi %v594 : vector<1xf32> to vector<1xi32>
"foo.use"(%v596) : (vector<1xi32>) -> ()
// -----
%v597 = arith.constant dense<0x50EA56154C85BAB1> : vector<3xf64>
%v598 = arith.constant dense<0x7FF0000000000000> : vector<3xf64>
%v599 = arith.mulf %v597, %v598 : vector<3xf64>
"foo.use"(%v599) : (vector<3xf64>) -> ()
// -----
%v600 = arith.constant dense<0x5A> : vector<1xf8E4M3FN>
%v601 = arith.constant dense<0xD2> : vector<1xf8E4M3FN>
%v602 = arith.addf %v600, %v601 : vector<1xf8E4M3FN>
"foo.use"(%v602) : (vector<1xf8E4M3FN>) -> ()
// -----
%v603 = arith.constant dense<[true, false]> : tensor<2xi1>
%v604 = arith.constant dense<[false, false]> : tensor<2xi1>
%v605 = arith.divsi %v603, %v604 : tensor<2xi1>
"foo.use"(%v605) : (tensor<2xi1>) -> ()
// -----
%v606 = arith.constant dense<[true, false, false]> : vector<3xi1>
%v607 = arith.constant dense<[false, true, true]> : vector<3xi1>
%v608 = arith.subi %v606, %v607 : vector<3xi1>
"foo.use"(%v608) : (vector<3xi1>) -> ()
// -----
%v609 = arith.constant dense<[0x0, 0x66949C66]> : tensor<2xf32>
%v610 = arith.constant dense<[0xFFF647BD, 0xC0C00000]> : tensor<2xf32>
%v611 = arith.maximumf %v609, %v610 : tensor<2xf32>
"foo.use"(%v611) : (tensor<2xf32>) -> ()
// -----
%v612 = arith.constant dense<0x807C8BA8> : vector<3xf32>
%v613 = arith.constant dense<0x2CDBAE56> : vector<3xf32>
%v614 = arith.subf %v612, %v613 : vector<3xf32>
"foo.use"(%v614) : (vector<3xf32>) -> ()
// -----
%v615 = arith.constant dense<[0xD0, 0x5, 0x7E]> : vector<3xf8E4M3FN>
%v616 = arith.constant dense<[0xCF, 0xC3, 0x60]> : vector<3xf8E4M3FN>
%v617 = arith.fptosi %v615 : vector<3xf8E4M3FN> to vector<3xi32>
"foo.use"(%v617) : (vector<3xi32>) -> ()
// -----
%v618 = arith.constant dense<[-9223372036854775808]> : vector<1xindex>
%v619 = arith.constant dense<-5597398256918216726> : vector<1xindex>
%v620 = arith.muli %v618, %v619 : vector<1xindex>
"foo.use"(%v620) : (vector<1xindex>) -> ()
// -----
%v621 = arith.constant dense<-1344933458> : tensor<2xi32>
%v622 = arith.constant dense<524999097> : tensor<2xi32>
%v623 = arith.minsi %v621, %v622 : tensor<2xi32>
"foo.use"(%v623) : (tensor<2xi32>) -> ()
// -----
%v624 = arith.constant dense<[125, 29, -71]> : vector<3xi8>
%v625 = arith.constant dense<[26, 105, 127]> : vector<3xi8>
%v626 = arith.floordivsi %v624, %v625 : vector<3xi8>
"foo.use"(%v626) : (vector<3xi8>) -> ()
// -----
%v627 = arith.constant dense<0xFFF1B2D6CD13177D> : vector<3xf64>
%v628 = arith.constant dense<0xA6E17B81B2DFF> : vector<3xf64>
%v629 = arith.mulf %v627, %v628 : vector<3xf64>
"foo.use"(%v629) : (vector<3xf64>) -> ()
// -----
%v630 = arith.constant dense<0x24> : tensor<2xbf16>
%v631 = arith.constant dense<0x7FC2> : tensor<2xbf16>
%v632 = arith.subf %v630, %v631 : tensor<2xbf16>
"foo.use"(%v632) : (tensor<2xbf16>) -> ()
// -----
%v635 = arith.constant dense<0x1268> : vector<[2]xf16>
%v636 = arith.constant dense<0x8000> : vector<[2]xf16>
%v637 = arith.fptosi %v635 : vector<[2]xf16> to vector<[2]xi32>
"foo.use"(%v637) : (vector<[2]xi32>) -> ()
// -----
%v638 = arith.constant dense<0xB3B03757D310869A> : tensor<f64>
%v639 = arith.constant dense<0x4426DB0E46A18436> : tensor<f64>
%v640 = arith.minnumf %v638, %v639 : tensor<f64>
"foo.use"(%v640) : (tensor<f64>) -> ()
// -----
%v641 = arith.constant dense<-9223372036854775808> : tensor<i64>
%v642 = arith.constant dense<-3470528870059862144> : tensor<i64>
%v643 = arith.minsi %v641, %v642 : tensor<i64>
"foo.use"(%v643) : (tensor<i64>) -> ()
// -----
%v644 = arith.constant dense<false> : tensor<i1>
%v645 = arith.constant dense<true> : tensor<i1>
%v646 = arith.remsi %v644, %v645 : tensor<i1>
"foo.use"(%v646) : (tensor<i1>) -> ()
// -----
%v647 = arith.constant dense<0x258> : vector<1xf16>
%v648 = arith.constant dense<0xA8B9> : vector<1xf16>
%v649 = arith.mulf %v647, %v648 : vector<1xf16>
"foo.use"(%v649) : (vector<1xf16>) -> ()
// -----
%v650 = arith.constant dense<0x0> : vector<1xbf16>
%v651 = arith.constant dense<0x7F92> : vector<1xbf16>
%v652 = arith.minnumf %v650, %v651 : vector<1xbf16>
"foo.use"(%v652) : (vector<1xbf16>) -> ()
// -----
%v653 = arith.constant dense<false> : vector<[2]xi1>
%v654 = arith.constant dense<true> : vector<[2]xi1>
%v655 = arith.xori %v653, %v654 : vector<[2]xi1>
"foo.use"(%v655) : (vector<[2]xi1>) -> ()
// -----
%v656 = arith.constant dense<0x3355> : vector<1xf16>
%v657 = arith.constant dense<0x4300> : vector<1xf16>
%v658 = arith.maxnumf %v656, %v657 : vector<1xf16>
"foo.use"(%v658) : (vector<1xf16>) -> ()
// -----
%v659 = arith.constant dense<[true, true]> : tensor<2xi1>
%v660 = arith.constant dense<[false, true]> : tensor<2xi1>
%v661 = arith.ori %v659, %v660 : tensor<2xi1>
"foo.use"(%v661) : (tensor<2xi1>) -> ()
// -----
%v662 = arith.constant dense<[0x2C, 0x3D90, 0xA50C]> : vector<3xbf16>
%v663 = arith.constant dense<[0x4060, 0x9E75, 0x8000]> : vector<3xbf16>
%v664 = arith.bitcast %v662 : vector<3xbf16> to vector<3xi16>
"foo.use"(%v664) : (vector<3xi16>) -> ()
// -----
%v665 = arith.constant dense<[true, false, false]> : vector<3xi1>
%v666 = arith.constant dense<false> : vector<3xi1>
%v667 = arith.ceildivui %v665, %v666 : vector<3xi1>
"foo.use"(%v667) : (vector<3xi1>) -> ()
// -----
%v668 = arith.constant dense<0x7F80> : vector<1xbf16>
%v669 = arith.constant dense<0x9695> : vector<1xbf16>
%v670 = arith.fptosi %v668 : vector<1xbf16> to vector<1xi32>
"foo.use"(%v670) : (vector<1xi32>) -> ()
// -----
%v671 = arith.constant dense<0x80> : tensor<f8E4M3FN>
%v672 = arith.constant dense<0xF8> : tensor<f8E4M3FN>
%v673 = arith.bitcast %v671 : tensor<f8E4M3FN> to tensor<i8>
"foo.use"(%v673) : (tensor<i8>) -> ()
// -----
%v674 = arith.constant dense<-1> : vector<1xi32>
%v675 = arith.constant dense<-2147483648> : vector<1xi32>
%v676 = arith.ceildivui %v674, %v675 : vector<1xi32>
"foo.use"(%v676) : (vector<1xi32>) -> ()
// -----
%v677 = arith.constant dense<0x44> : vector<3xf8E4M3FN>
%v678 = arith.constant dense<0xBE> : vector<3xf8E4M3FN>
%v679 = arith.negf %v677 : vector<3xf8E4M3FN>
"foo.use"(%v679) : (vector<3xf8E4M3FN>) -> ()
// -----
%v680 = arith.constant dense<[-826711763]> : vector<1xi32>
%v681 = arith.constant dense<260008966> : vector<1xi32>
%v682 = arith.maxsi %v680, %v681 : vector<1xi32>
"foo.use"(%v682) : (vector<1xi32>) -> ()
// -----
%v683 = arith.constant dense<[false, true]> : tensor<2xi1>
%v684 = arith.constant dense<[true, false]> : tensor<2xi1>
%v685 = arith.shrsi %v683, %v684 : tensor<2xi1>
"foo.use"(%v685) : (tensor<2xi1>) -> ()
// -----
%v686 = arith.constant dense<[1523815521047885246, 1523815521047885246]> : vector<[2]xindex>
%v687 = arith.constant dense<[6680092334382818255, 6680092334382818255]> : vector<[2]xindex>
%v688 = arith.andi %v686, %v687 : vector<[2]xindex>
"foo.use"(%v688) : (vector<[2]xindex>) -> ()
// -----
%v689 = arith.constant dense<[0, 0]> : vector<[2]xi32>
%v690 = arith.constant dense<2031300336> : vector<[2]xi32>
%v691 = arith.cmpi ugt, %v689, %v690 : vector<[2]xi32>
"foo.use"(%v691) : (vector<[2]xi1>) -> ()
// -----
%v692 = arith.constant dense<[-100, -124, -87]> : vector<3xi8>
%v693 = arith.constant dense<[100, 39, -51]> : vector<3xi8>
%v694 = arith.xori %v692, %v693 : vector<3xi8>
"foo.use"(%v694) : (vector<3xi8>) -> ()
// -----
%v695 = arith.constant dense<[0, -7979807559652741507]> : tensor<2xi64>
%v696 = arith.constant dense<[-7342834972930984584, 1675585340230186520]> : tensor<2xi64>
%v697 = arith.shrsi %v695, %v696 : tensor<2xi64>
"foo.use"(%v697) : (tensor<2xi64>) -> ()
// -----
%v698 = arith.constant dense<0xF17E4E378A997> : tensor<f64>
%v699 = arith.constant dense<0xF33D6A832959590C> : tensor<f64>
%v700 = arith.negf %v698 : tensor<f64>
"foo.use"(%v700) : (tensor<f64>) -> ()
// -----
%v701 = arith.constant dense<0xC500> : vector<1xf16>
%v702 = arith.constant dense<0xC100> : vector<1xf16>
%v703 = arith.negf %v701 : vector<1xf16>
"foo.use"(%v703) : (vector<1xf16>) -> ()
// -----
%v704 = arith.constant dense<0xC0C0> : vector<[2]xbf16>
%v705 = arith.constant dense<0x7F80> : vector<[2]xbf16>
%v706 = arith.minimumf %v704, %v705 : vector<[2]xbf16>
"foo.use"(%v706) : (vector<[2]xbf16>) -> ()
// -----
%v707 = arith.constant dense<[0x935B39DEBF196F88, 0xED0A44CB9A2F4C60, 0x72BEB734019D2EA4]> : vector<3xf64>
%v708 = arith.constant dense<[0x84298B0BA78625A5, 0xDC53B37A7F0EF23A, 0xFFFD00C5DC7FD6D3]> : vector<3xf64>
%v709 = arith.minimumf %v707, %v708 : vector<3xf64>
"foo.use"(%v709) : (vector<3xf64>) -> ()
// -----
%v710 = arith.constant dense<-1> : vector<[2]xi64>
%v711 = arith.constant dense<[63, 63]> : vector<[2]xi64>
%v712 = arith.remsi %v710, %v711 : vector<[2]xi64>
"foo.use"(%v712) : (vector<[2]xi64>) -> ()
// -----
%v713 = arith.constant dense<44> : tensor<2xi8>
%v714 = arith.constant dense<-63> : tensor<2xi8>
%v715 = arith.ori %v713, %v714 : tensor<2xi8>
"foo.use"(%v715) : (tensor<2xi8>) -> ()
// -----
%v716 = arith.constant dense<-655056722> : vector<[2]xi32>
%v717 = arith.constant dense<-1> : vector<[2]xi32>
%v718 = arith.cmpi eq, %v716, %v717 : vector<[2]xi32>
"foo.use"(%v718) : (vector<[2]xi1>) -> ()
// -----
%v719 = arith.constant dense<false> : vector<[2]xi1>
%v720 = arith.constant dense<false> : vector<[2]xi1>
%v721 = arith.shrsi %v719, %v720 : vector<[2]xi1>
"foo.use"(%v721) : (vector<[2]xi1>) -> ()
// -----
%v722 = arith.constant dense<0x78> : tensor<f8E4M3FN>
%v723 = arith.constant dense<0xB8> : tensor<f8E4M3FN>
%v724 = arith.fptosi %v722 : tensor<f8E4M3FN> to tensor<i32>
"foo.use"(%v724) : (tensor<i32>) -> ()
// -----
%v725 = arith.constant dense<0x3DC7867F> : tensor<f32>
%v726 = arith.constant dense<0xC456CBAA> : tensor<f32>
%v727 = arith.bitcast %v725 : tensor<f32> to tensor<i32>
"foo.use"(%v727) : (tensor<i32>) -> ()
// -----
%v728 = arith.constant dense<0xF531730> : vector<1xf32>
%v729 = arith.constant dense<0xC70716AD> : vector<1xf32>
%v730 = arith.minimumf %v728, %v729 : vector<1xf32>
"foo.use"(%v730) : (vector<1xf32>) -> ()
// -----
%v731 = arith.constant dense<[-1, -1]> : vector<[2]xindex>
%v732 = arith.constant dense<-9223372036854775808> : vector<[2]xindex>
%v733 = arith.shli %v731, %v732 : vector<[2]xindex>
"foo.use"(%v733) : (vector<[2]xindex>) -> ()
// -----
%v734 = arith.constant dense<-1> : vector<1xi64>
%v735 = arith.constant dense<-2399226834576606839> : vector<1xi64>
%v736 = arith.addi %v734, %v735 : vector<1xi64>
"foo.use"(%v736) : (vector<1xi64>) -> ()
// -----
%v737 = arith.constant dense<0x8052C5B1> : vector<3xf32>
%v738 = arith.constant dense<0xFFF5CE2E> : vector<3xf32>
%v739 = arith.minimumf %v737, %v738 : vector<3xf32>
"foo.use"(%v739) : (vector<3xf32>) -> ()
// -----
%v740 = arith.constant dense<95> : vector<1xi8>
%v741 = arith.constant dense<-128> : vector<1xi8>
%v742 = arith.subi %v740, %v741 : vector<1xi8>
"foo.use"(%v742) : (vector<1xi8>) -> ()
// -----
%v743 = arith.constant dense<0xC040> : vector<[2]xbf16>
%v744 = arith.constant dense<0xA71E> : vector<[2]xbf16>
%v745 = arith.negf %v743 : vector<[2]xbf16>
"foo.use"(%v745) : (vector<[2]xbf16>) -> ()
// -----
%v746 = arith.constant dense<0xBD2B> : tensor<f16>
%v747 = arith.constant dense<0xDF90> : tensor<f16>
%v748 = arith.extf %v746 : tensor<f16> to tensor<f32>
"foo.use"(%v748) : (tensor<f32>) -> ()
// -----
%v749 = arith.constant dense<48> : tensor<i8>
%v750 = arith.constant dense<-62> : tensor<i8>
%v751 = arith.shrsi %v749, %v750 : tensor<i8>
"foo.use"(%v751) : (tensor<i8>) -> ()
// -----
%v752 = arith.constant dense<91> : vector<3xi8>
%v753 = arith.constant dense<-1> : vector<3xi8>
%v754 = arith.addi %v752, %v753 : vector<3xi8>
"foo.use"(%v754) : (vector<3xi8>) -> ()
// -----
%v755 = arith.constant dense<[711787092589165753, 8825444679955996488, -567209795504725039]> : vector<3xi64>
%v756 = arith.constant dense<[-8348880066714458407, 1649550486051950985, -2]> : vector<3xi64>
%v757 = arith.addi %v755, %v756 : vector<3xi64>
"foo.use"(%v757) : (vector<3xi64>) -> ()
// -----
%v758 = arith.constant dense<[0xFD00, 0xC000]> : tensor<2xf16>
%v759 = arith.constant dense<[0x0, 0x7DBC]> : tensor<2xf16>
%v760 = arith.fptosi %v758 : tensor<2xf16> to tensor<2xi32>
"foo.use"(%v760) : (tensor<2xi32>) -> ()
// -----
%v761 = arith.constant dense<0x8E60> : vector<3xbf16>
%v762 = arith.constant dense<0x6D1A> : vector<3xbf16>
%v763 = arith.fptosi %v761 : vector<3xbf16> to vector<3xi32>
"foo.use"(%v763) : (vector<3xi32>) -> ()
// -----
%v764 = arith.constant dense<[0xC0A00000, 0xB06F7897]> : tensor<2xf32>
%v765 = arith.constant dense<[0x8E96504B, 0xC0A00000]> : tensor<2xf32>
%v766 = arith.bitcast %v764 : tensor<2xf32> to tensor<2xi32>
"foo.use"(%v766) : (tensor<2xi32>) -> ()
// -----
%v767 = arith.constant dense<-1> : tensor<2xi8>
%v768 = arith.constant dense<59> : tensor<2xi8>
%v769 = arith.divsi %v767, %v768 : tensor<2xi8>
"foo.use"(%v769) : (tensor<2xi8>) -> ()
// -----
%v770 = arith.constant dense<0x8000000000000000> : vector<[2]xf64>
%v771 = arith.constant dense<0xD58B73431170E700> : vector<[2]xf64>
%v772 = arith.maximumf %v770, %v771 : vector<[2]xf64>
"foo.use"(%v772) : (vector<[2]xf64>) -> ()
// -----
%v773 = arith.constant dense<0x0> : vector<[2]xf8E4M3FN>
%v774 = arith.constant dense<0x85> : vector<[2]xf8E4M3FN>
%v775 = arith.divf %v773, %v774 : vector<[2]xf8E4M3FN>
"foo.use"(%v775) : (vector<[2]xf8E4M3FN>) -> ()
// -----
%v776 = arith.constant dense<0xD3> : vector<3xf8E4M3FN>
%v777 = arith.constant dense<0x86> : vector<3xf8E4M3FN>
%v778 = arith.mulf %v776, %v777 : vector<3xf8E4M3FN>
"foo.use"(%v778) : (vector<3xf8E4M3FN>) -> ()
// -----
%v779 = arith.constant dense<[0xEFFF65149AB45, 0xC010000000000000]> : tensor<2xf64>
%v780 = arith.constant dense<[0x5ED63FF7E613C699, 0xFFF0000000000000]> : tensor<2xf64>
%v781 = arith.bitcast %v779 : tensor<2xf64> to tensor<2xi64>
"foo.use"(%v781) : (tensor<2xi64>) -> ()
// -----
%v782 = arith.constant dense<[-78, -1]> : tensor<2xi8>
%v783 = arith.constant dense<[-78, -73]> : tensor<2xi8>
%v784 = arith.remui %v782, %v783 : tensor<2xi8>
"foo.use"(%v784) : (tensor<2xi8>) -> ()
// -----
%v785 = arith.constant dense<2> : tensor<i64>
%v786 = arith.constant dense<-7009525072646586967> : tensor<i64>
%v787 = arith.divui %v785, %v786 : tensor<i64>
"foo.use"(%v787) : (tensor<i64>) -> ()
// -----
%v788 = arith.constant dense<104> : vector<[2]xi8>
%v789 = arith.constant dense<[19, 19]> : vector<[2]xi8>
%v790 = arith.ceildivui %v788, %v789 : vector<[2]xi8>
"foo.use"(%v790) : (vector<[2]xi8>) -> ()
// -----
%v791 = arith.constant dense<-2129836451> : tensor<2xi32>
%v792 = arith.constant dense<2000124616> : tensor<2xi32>
%v793 = arith.remsi %v791, %v792 : tensor<2xi32>
"foo.use"(%v793) : (tensor<2xi32>) -> ()
// -----
%v794 = arith.constant dense<[1463396319222506914, -8263626408244402535]> : tensor<2xindex>
%v795 = arith.constant dense<[7640899266610202056, 8994744412403656851]> : tensor<2xindex>
%v796 = arith.shrsi %v794, %v795 : tensor<2xindex>
"foo.use"(%v796) : (tensor<2xindex>) -> ()
// -----
%v797 = arith.constant dense<0x8000> : tensor<bf16>
%v798 = arith.constant dense<0x8000> : tensor<bf16>
%v799 = arith.addf %v797, %v798 : tensor<bf16>
"foo.use"(%v799) : (tensor<bf16>) -> ()
// -----
%v800 = arith.constant dense<0x482BC70DBC2B79FF> : vector<1xf64>
%v801 = arith.constant dense<0x800CA04E58CC7F8B> : vector<1xf64>
%v802 = arith.bitcast %v800 : vector<1xf64> to vector<1xi64>
"foo.use"(%v802) : (vector<1xi64>) -> ()
// -----
%v803 = arith.constant dense<false> : tensor<2xi1>
%v804 = arith.constant dense<[true, true]> : tensor<2xi1>
%v805 = arith.addi %v803, %v804 : tensor<2xi1>
"foo.use"(%v805) : (tensor<2xi1>) -> ()
// -----
%v806 = arith.constant dense<808783846372768100> : vector<[2]xindex>
%v807 = arith.constant dense<[5943401311052647976, 5943401311052647976]> : vector<[2]xindex>
%v808 = arith.addi %v806, %v807 : vector<[2]xindex>
"foo.use"(%v808) : (vector<[2]xindex>) -> ()
// -----
%v809 = arith.constant dense<3822064219691629547> : vector<1xindex>
%v810 = arith.constant dense<4114099357264007065> : vector<1xindex>
%v811 = arith.ceildivsi %v809, %v810 : vector<1xindex>
"foo.use"(%v811) : (vector<1xindex>) -> ()
// -----
%v812 = arith.constant dense<[false]> : vector<1xi1>
%v813 = arith.constant dense<false> : vector<1xi1>
%v814 = arith.divsi %v812, %v813 : vector<1xi1>
"foo.use"(%v814) : (vector<1xi1>) -> ()
// -----
%v815 = arith.constant dense<true> : vector<1xi1>
%v816 = arith.constant dense<false> : vector<1xi1>
%v817 = arith.maxui %v815, %v816 : vector<1xi1>
"foo.use"(%v817) : (vector<1xi1>) -> ()
// -----
%v818 = arith.constant dense<0xDF9D> : tensor<2xf16>
%v819 = arith.constant dense<0x780A> : tensor<2xf16>
%v820 = arith.minimumf %v818, %v819 : tensor<2xf16>
"foo.use"(%v820) : (tensor<2xf16>) -> ()
// -----
%v821 = arith.constant dense<[0x7FF0000000000000, 0x8D16DC16168BB90E, 0xFFF6C6BC8060FD00]> : vector<3xf64>
%v822 = arith.constant dense<[0x895829C673B783EB, 0x4024000000000000, 0x0]> : vector<3xf64>
%v823 = arith.fptosi %v821 : vector<3xf64> to vector<3xi32>
"foo.use"(%v823) : (vector<3xi32>) -> ()
// -----
%v824 = arith.constant dense<[0x77F1, 0x78B9]> : tensor<2xf16>
%v825 = arith.constant dense<[0x0, 0x4200]> : tensor<2xf16>
%v826 = arith.extf %v824 : tensor<2xf16> to tensor<2xf32>
"foo.use"(%v826) : (tensor<2xf32>) -> ()
// -----
%v827 = arith.constant dense<0x78> : tensor<f8E4M3FN>
%v828 = arith.constant dense<0x6> : tensor<f8E4M3FN>
%v829 = arith.mulf %v827, %v828 : tensor<f8E4M3FN>
"foo.use"(%v829) : (tensor<f8E4M3FN>) -> ()
// -----
%v830 = arith.constant dense<0x82> : vector<[2]xf8E4M3FN>
%v831 = arith.constant dense<0x15> : vector<[2]xf8E4M3FN>
%v832 = arith.negf %v830 : vector<[2]xf8E4M3FN>
"foo.use"(%v832) : (vector<[2]xf8E4M3FN>) -> ()
// -----
%v833 = arith.constant dense<0xF81F91D3F0ACE5A6> : vector<3xf64>
%v834 = arith.constant dense<0x4000000000000000> : vector<3xf64>
%v835 = arith.addf %v833, %v834 : vector<3xf64>
"foo.use"(%v835) : (vector<3xf64>) -> ()
// -----
%v836 = arith.constant dense<0x80000000> : vector<[2]xf32>
%v837 = arith.constant dense<0x6654E9> : vector<[2]xf32>
%v838 = arith.negf %v836 : vector<[2]xf32>
"foo.use"(%v838) : (vector<[2]xf32>) -> ()
// -----
%v839 = arith.constant dense<0xE54D> : vector<[2]xbf16>
%v840 = arith.constant dense<0xA5DB> : vector<[2]xbf16>
%v841 = arith.remf %v839, %v840 : vector<[2]xbf16>
"foo.use"(%v841) : (vector<[2]xbf16>) -> ()
// -----
%v842 = arith.constant dense<0x8042> : vector<1xbf16>
%v843 = arith.constant dense<0x8000> : vector<1xbf16>
%v844 = arith.maximumf %v842, %v843 : vector<1xbf16>
"foo.use"(%v844) : (vector<1xbf16>) -> ()
// -----
%v845 = arith.constant dense<[0x98, 0xD2, 0x7]> : vector<3xf8E4M3FN>
%v846 = arith.constant dense<[0x80, 0x77, 0x80]> : vector<3xf8E4M3FN>
%v847 = arith.mulf %v845, %v846 : vector<3xf8E4M3FN>
"foo.use"(%v847) : (vector<3xf8E4M3FN>) -> ()
// -----
%v848 = arith.constant dense<0x80000000> : tensor<f32>
%v849 = arith.constant dense<0x9E26B4B4> : tensor<f32>
%v850 = arith.fptosi %v848 : tensor<f32> to tensor<i32>
"foo.use"(%v850) : (tensor<i32>) -> ()
// -----
%v851 = arith.constant dense<[5058438740757363043, 5058438740757363043]> : vector<[2]xi64>
%v852 = arith.constant dense<1> : vector<[2]xi64>
%v853 = arith.muli %v851, %v852 : vector<[2]xi64>
"foo.use"(%v853) : (vector<[2]xi64>) -> ()
// -----
%v854 = arith.constant dense<0xA15C43B385F3201> : tensor<f64>
%v855 = arith.constant dense<0xDCED5C1D04B95CE8> : tensor<f64>
%v856 = arith.subf %v854, %v855 : tensor<f64>
"foo.use"(%v856) : (tensor<f64>) -> ()
// -----
%v857 = arith.constant dense<-1591457106> : tensor<i32>
%v858 = arith.constant dense<1896036727> : tensor<i32>
%v859 = arith.xori %v857, %v858 : tensor<i32>
"foo.use"(%v859) : (tensor<i32>) -> ()
// -----
%v860 = arith.constant dense<24> : tensor<i8>
%v861 = arith.constant dense<7> : tensor<i8>
%v862 = arith.remui %v860, %v861 : tensor<i8>
"foo.use"(%v862) : (tensor<i8>) -> ()
// -----
%v863 = arith.constant dense<0x6D> : tensor<f8E4M3FN>
%v864 = arith.constant dense<0x87> : tensor<f8E4M3FN>
%v865 = arith.maximumf %v863, %v864 : tensor<f8E4M3FN>
"foo.use"(%v865) : (tensor<f8E4M3FN>) -> ()
// -----
%v866 = arith.constant dense<[0xEEB, 0xC0CF]> : tensor<2xf16>
%v867 = arith.constant dense<[0x5220, 0xBC00]> : tensor<2xf16>
%v868 = arith.remf %v866, %v867 : tensor<2xf16>
"foo.use"(%v868) : (tensor<2xf16>) -> ()
// -----
%v869 = arith.constant dense<[-2147483648]> : vector<1xi32>
%v870 = arith.constant dense<2147483647> : vector<1xi32>
%v871 = arith.maxsi %v869, %v870 : vector<1xi32>
"foo.use"(%v871) : (vector<1xi32>) -> ()
// -----
%v872 = arith.constant dense<[0xFF8E54B2, 0xA9537EF3]> : tensor<2xf32>
%v873 = arith.constant dense<[0xA536AF9C, 0x7F800000]> : tensor<2xf32>
%v874 = arith.fptosi %v872 : tensor<2xf32> to tensor<2xi32>
"foo.use"(%v874) : (tensor<2xi32>) -> ()
// -----
%v875 = arith.constant dense<33> : vector<1xi32>
%v876 = arith.constant dense<[352307036]> : vector<1xi32>
%v877 = arith.divui %v875, %v876 : vector<1xi32>
"foo.use"(%v877) : (vector<1xi32>) -> ()
// -----
%v878 = arith.constant dense<[-1]> : vector<1xi8>
%v879 = arith.constant dense<-67> : vector<1xi8>
%v880 = arith.remsi %v878, %v879 : vector<1xi8>
"foo.use"(%v880) : (vector<1xi8>) -> ()
// -----
%v881 = arith.constant dense<[0xB580, 0x7F80]> : tensor<2xbf16>
%v882 = arith.constant dense<[0x4040, 0xE463]> : tensor<2xbf16>
%v883 = arith.fptosi %v881 : tensor<2xbf16> to tensor<2xi32>
"foo.use"(%v883) : (tensor<2xi32>) -> ()
// -----
%v884 = arith.constant dense<-1> : vector<1xi32>
%v885 = arith.constant dense<752308040> : vector<1xi32>
%v886 = arith.subi %v884, %v885 : vector<1xi32>
"foo.use"(%v886) : (vector<1xi32>) -> ()
// -----
%v887 = arith.constant dense<53> : vector<1xi8>
%v888 = arith.constant dense<-88> : vector<1xi8>
%v889 = arith.muli %v887, %v888 : vector<1xi8>
"foo.use"(%v889) : (vector<1xi8>) -> ()
// -----
%v890 = arith.constant dense<[7510897964968352413, 523541193291710877]> : tensor<2xi64>
%v891 = arith.constant dense<[5435087588192622441, -6967687302020510504]> : tensor<2xi64>
%v892 = arith.ori %v890, %v891 : tensor<2xi64>
"foo.use"(%v892) : (tensor<2xi64>) -> ()
// -----
%v893 = arith.constant dense<7632412328671181477> : vector<3xi64>
%v894 = arith.constant dense<-9223372036854775808> : vector<3xi64>
%v895 = arith.andi %v893, %v894 : vector<3xi64>
"foo.use"(%v895) : (vector<3xi64>) -> ()
// -----
%v896 = arith.constant dense<[0x7C00, 0x3683]> : tensor<2xf16>
%v897 = arith.constant dense<[0xC593, 0xC200]> : tensor<2xf16>
%v898 = arith.subf %v896, %v897 : tensor<2xf16>
"foo.use"(%v898) : (tensor<2xf16>) -> ()
